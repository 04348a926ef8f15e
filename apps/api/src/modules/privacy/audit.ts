import type { Pagination } from '@tutorium/contract/api';
import type { AuditEntry, auditLogQuerySchema } from '@tutorium/contract/privacy';
import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { pagination, totalRows } from '../../platform/sql-helpers';

type AuditLogQuery = z.output<typeof auditLogQuerySchema>;

export { recordAudit } from '../../platform/audit';

/** Whether an admin created the account (its invitation may then be sent again). */
export async function createdByAdmin(db: Pick<Database, 'select'>, userId: string): Promise<boolean> {
  const [entry] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.subjectId, userId), eq(auditLog.action, 'account.created_by_admin')))
    .limit(1);
  return entry !== undefined;
}

const actors = alias(users, 'actors');
const subjects = alias(users, 'subjects');

/** Newest first; an erased account shows as its role alone. */
export async function listAuditLog(
  ctx: AppContext,
  query: AuditLogQuery,
): Promise<{ data: AuditEntry[]; pagination: Pagination }> {
  const rows = await ctx.db
    .select({ entry: auditLog, actorName: actors.name, subjectName: subjects.name, total: totalRows() })
    .from(auditLog)
    .leftJoin(actors, eq(actors.id, auditLog.actorId))
    .leftJoin(subjects, eq(subjects.id, auditLog.subjectId))
    .where(query.action ? eq(auditLog.action, query.action) : undefined)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    data: rows.map(({ entry, actorName, subjectName }) => ({
      id: entry.id,
      action: entry.action,
      actor: { id: entry.actorId, name: actorName, role: entry.actorRole },
      subject: { id: entry.subjectId, name: subjectName, role: entry.subjectRole },
      change: entry.change,
      createdAt: entry.createdAt.toISOString(),
    })),
    pagination: pagination(query.page, query.pageSize, rows[0]?.total ?? 0),
  };
}
