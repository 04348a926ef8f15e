import type { RefundRequest, RefundRequestState } from '@tutorium/contract/fees';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { feeLedger, invoices, refundRequests, users } from '../../db/schema';
import type { AppContext } from '../../platform/context';

const students = alias(users, 'refund_students');
const deciders = alias(users, 'refund_deciders');

function readRequests(db: Database, where: SQL | undefined) {
  return db
    .select({
      request: refundRequests,
      payment: {
        id: feeLedger.id,
        amountMinor: feeLedger.amountMinor,
        method: feeLedger.method,
        recordedAt: feeLedger.recordedAt,
        receiptNumber: feeLedger.receiptNumber,
      },
      invoiceId: invoices.id,
      courseId: invoices.courseId,
      courseTitle: invoices.courseTitle,
      studentId: students.id,
      studentName: students.name,
      deciderId: deciders.id,
      deciderName: deciders.name,
    })
    .from(refundRequests)
    .innerJoin(feeLedger, eq(feeLedger.id, refundRequests.paymentId))
    .innerJoin(invoices, eq(invoices.id, feeLedger.invoiceId))
    .leftJoin(students, eq(students.id, invoices.studentId))
    .leftJoin(deciders, eq(deciders.id, refundRequests.decidedBy))
    .where(where)
    .orderBy(desc(refundRequests.requestedAt), desc(refundRequests.id));
}

type RequestRow = Awaited<ReturnType<typeof readRequests>>[number];

function toRefundRequest(row: RequestRow): RefundRequest {
  const { request, payment } = row;
  return {
    id: request.id,
    state: request.state,
    payment: { ...payment, recordedAt: payment.recordedAt.toISOString() },
    invoiceId: row.invoiceId,
    course: { id: row.courseId, title: row.courseTitle },
    student: row.studentId && row.studentName !== null ? { id: row.studentId, name: row.studentName } : null,
    reason: request.reason,
    requestedAt: request.requestedAt.toISOString(),
    decidedBy: row.deciderId && row.deciderName !== null ? { id: row.deciderId, name: row.deciderName } : null,
    decidedAt: request.decidedAt?.toISOString() ?? null,
    decisionNote: request.decisionNote,
  };
}

/** One refund request as the contract answers it (read in `db`, so a transaction sees its own writes). */
export async function loadRefundRequest(db: Database, requestId: string): Promise<RefundRequest> {
  const [row] = await readRequests(db, eq(refundRequests.id, requestId));
  if (!row) throw new Error(`refund request ${requestId} vanished`);
  return toRefundRequest(row);
}

/** Every refund request, newest first, or those in `state`: the admin's list to decide from. */
export async function listRefundRequests(ctx: AppContext, state: RefundRequestState | undefined) {
  const rows = await readRequests(ctx.db, and(state ? eq(refundRequests.state, state) : undefined));
  return rows.map(toRefundRequest);
}
