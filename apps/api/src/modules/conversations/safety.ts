import type { Pagination } from '@tutorium/contract/api';
import { pageWindow } from '@tutorium/contract/api';
import {
  type ConversationReport,
  type ConversationSummary,
  conversationMessages,
  type DirectMessage,
  type messageHistoryQuerySchema,
  type ReportInput,
  type reportListQuerySchema,
  type resolveReportBodySchema,
} from '@tutorium/contract/conversations';
import type { Language } from '@tutorium/contract/languages';
import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { conversationReports, conversations, userBlocks, users } from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { conflict, forbidden, isUniqueViolation, notFound } from '../../platform/errors';
import { readPage, totalRows } from '../../platform/sql-helpers';
import { recordAudit } from '../privacy/public';
import { readMessages } from './messaging';
import { blockedEitherWay, loadOwnConversation, otherParticipant } from './rules';
import { conversationSummary, toParty } from './views';

type ReportListQuery = z.output<typeof reportListQuerySchema>;
type HistoryQuery = z.output<typeof messageHistoryQuerySchema>;
type ResolveBody = z.output<typeof resolveReportBodySchema>;

/** Accepts or declines a contact request sent to `user`; only its addressee may, and only while it waits. */
export async function answerRequest(
  ctx: AppContext,
  user: AuthUser,
  conversationId: string,
  answer: 'active' | 'declined',
  language: Language,
): Promise<ConversationSummary> {
  await ctx.db.transaction(async (tx) => {
    const conversation = await loadOwnConversation(tx, user.id, conversationId, true);
    if (conversation.status !== 'request' || conversation.startedBy === user.id) {
      throw conflict('not_a_request', conversationMessages.notARequest);
    }
    if (answer === 'active') {
      const otherId = await otherParticipant(tx, conversationId, user.id);
      if (otherId === null || (await blockedEitherWay(tx, user.id, otherId))) {
        throw forbidden(conversationMessages.blocked, 'user_blocked');
      }
    }
    await tx.update(conversations).set({ status: answer }).where(eq(conversations.id, conversationId));
  });
  const summary = await conversationSummary(ctx.db, conversationId, user.id, language);
  if (!summary) throw notFound(conversationMessages.notFound);
  return summary;
}

const blocked = alias(users, 'blocked');

const blockColumns = {
  id: blocked.id,
  name: blocked.name,
  role: blocked.role,
  avatar: blocked.avatar,
  createdAt: userBlocks.createdAt,
};

type BlockRow = { id: string; name: string; role: AuthUser['role']; avatar: string; createdAt: Date };

const toBlock = (row: BlockRow, language: Language) => ({
  user: toParty(row, language),
  createdAt: row.createdAt.toISOString(),
});

export async function listBlocks(ctx: AppContext, user: AuthUser, language: Language) {
  const rows = await ctx.db
    .select(blockColumns)
    .from(userBlocks)
    .innerJoin(blocked, eq(blocked.id, userBlocks.blockedId))
    .where(eq(userBlocks.blockerId, user.id))
    .orderBy(desc(userBlocks.createdAt));
  return rows.map((row) => toBlock(row, language));
}

async function readBlock(db: Database, blockerId: string, blockedId: string) {
  const [row] = await db
    .select(blockColumns)
    .from(userBlocks)
    .innerJoin(blocked, eq(blocked.id, userBlocks.blockedId))
    .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)));
  return row ?? null;
}

/** Blocks a person (again changes nothing): no messages and no new conversation between the two. */
export async function blockUser(ctx: AppContext, user: AuthUser, userId: string, language: Language) {
  if (userId === user.id) throw forbidden(conversationMessages.cannotBlockSelf, 'cannot_message');
  const [target] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!target) throw notFound(conversationMessages.recipientNotFound);
  await ctx.db.insert(userBlocks).values({ blockerId: user.id, blockedId: userId }).onConflictDoNothing();
  const row = await readBlock(ctx.db, user.id, userId);
  if (!row) throw notFound(conversationMessages.recipientNotFound);
  return toBlock(row, language);
}

export async function unblockUser(ctx: AppContext, user: AuthUser, userId: string, language: Language) {
  const row = await readBlock(ctx.db, user.id, userId);
  if (!row) throw notFound(conversationMessages.notBlocked);
  await ctx.db.delete(userBlocks).where(and(eq(userBlocks.blockerId, user.id), eq(userBlocks.blockedId, userId)));
  return toBlock(row, language);
}

const reporter = alias(users, 'reporter');
const reported = alias(users, 'reported');

function reportRows(db: Database) {
  return db
    .select({
      report: conversationReports,
      reporter: { id: reporter.id, name: reporter.name, role: reporter.role, avatar: reporter.avatar },
      reported: { id: reported.id, name: reported.name, role: reported.role, avatar: reported.avatar },
      total: totalRows(),
    })
    .from(conversationReports)
    .leftJoin(reporter, eq(reporter.id, conversationReports.reporterId))
    .leftJoin(reported, eq(reported.id, conversationReports.reportedUserId));
}

type ReportRow = Awaited<ReturnType<typeof reportRows>>[number];

const toReport = (row: ReportRow, language: Language): ConversationReport => ({
  id: row.report.id,
  conversationId: row.report.conversationId,
  reason: row.report.reason,
  details: row.report.details,
  status: row.report.status,
  resolution: row.report.resolution,
  reporter: toParty(row.reporter ?? { id: null, name: null, role: null, avatar: null }, language),
  reported: toParty(row.reported ?? { id: null, name: null, role: null, avatar: null }, language),
  createdAt: row.report.createdAt.toISOString(),
  resolvedAt: row.report.resolvedAt?.toISOString() ?? null,
});

async function readReport(db: Database, reportId: string, language: Language): Promise<ConversationReport> {
  const [row] = await reportRows(db).where(eq(conversationReports.id, reportId));
  if (!row) throw notFound(conversationMessages.reportNotFound);
  return toReport(row, language);
}

/** Reports a conversation of the reporter's to the admins, who may then read it; one open report each. */
export async function reportConversation(
  ctx: AppContext,
  user: AuthUser,
  conversationId: string,
  input: Required<ReportInput>,
  language: Language,
): Promise<ConversationReport> {
  await loadOwnConversation(ctx.db, user.id, conversationId);
  const reportedUserId = await otherParticipant(ctx.db, conversationId, user.id);
  const [row] = await ctx.db
    .insert(conversationReports)
    .values({ conversationId, reporterId: user.id, reportedUserId, reason: input.reason, details: input.details })
    .returning({ id: conversationReports.id })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, 'conversation_reports_one_open_idx')) {
        throw conflict('already_reported', conversationMessages.alreadyReported);
      }
      throw error;
    });
  if (!row) throw new Error('a report was not stored');
  return readReport(ctx.db, row.id, language);
}

/** Reported conversations for the admins, newest report first: the only conversations they see. */
export async function listReports(
  ctx: AppContext,
  query: ReportListQuery,
  language: Language,
): Promise<{ data: ConversationReport[]; pagination: Pagination }> {
  const { rows, pagination } = await readPage(
    pageWindow(query),
    reportRows(ctx.db)
      .where(query.status ? eq(conversationReports.status, query.status) : undefined)
      .orderBy(desc(conversationReports.createdAt), desc(conversationReports.id)),
  );
  return { data: rows.map((row) => toReport(row, language)), pagination };
}

/** A report and a page of its conversation's messages, as an admin reviews them. */
export async function reportDetail(
  ctx: AppContext,
  reportId: string,
  query: HistoryQuery,
  language: Language,
): Promise<{ data: ConversationReport; messages: DirectMessage[]; nextCursor: string | null }> {
  const report = await readReport(ctx.db, reportId, language);
  const page = await readMessages(ctx.db, report.conversationId, query, null, language);
  return { data: report, messages: page.data, nextCursor: page.nextCursor };
}

/** Closes an open report as resolved or dismissed, with the admin's note; audit-logged. */
export async function resolveReport(
  ctx: AppContext,
  admin: AuthUser,
  reportId: string,
  body: ResolveBody,
  language: Language,
): Promise<ConversationReport> {
  await ctx.db.transaction(async (tx) => {
    const [report] = await tx
      .select()
      .from(conversationReports)
      .where(eq(conversationReports.id, reportId))
      .for('update');
    if (!report) throw notFound(conversationMessages.reportNotFound);
    if (report.status !== 'open') throw conflict('report_closed', conversationMessages.reportAlreadyClosed);
    await tx
      .update(conversationReports)
      .set({ status: body.status, resolution: body.resolution, resolvedBy: admin.id, resolvedAt: ctx.now() })
      .where(eq(conversationReports.id, reportId));
    // The log names the reported person (else the reporter, else the admin) by id only.
    const subjectId = report.reportedUserId ?? report.reporterId ?? admin.id;
    const [subject] = await tx.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, subjectId));
    await recordAudit(tx, 'conversation_report.closed', admin, subject ?? admin, { from: 'open', to: body.status });
  });
  return readReport(ctx.db, reportId, language);
}

/** Whether the conversation has been reported (an admin may then open its files). */
export async function isReported(db: Database, conversationId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: conversationReports.id })
    .from(conversationReports)
    .where(eq(conversationReports.conversationId, conversationId))
    .limit(1);
  return row !== undefined;
}
