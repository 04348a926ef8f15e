import { feeMessages, type Invoice } from '@tutorium/contract/fees';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { courses, guardianLinks, invoices } from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { forbidden, notFound } from '../../platform/errors';
import { type InvoiceRow, invoiceViews } from './invoice-view';

const notYourChild = /*i18n*/ 'You can only see children linked to your account';

/**
 * Whether `guardianId` follows the student through an active link (an invitation not accepted, or a
 * link waiting for an adult student's approval, does not count: docs/product.md, "Guardian portal").
 * Read here rather than through the guardian modules' doors: those reach courses, which opens
 * invoices through this module, so the areas would loop.
 */
export async function isActiveGuardian(
  db: Pick<Database, 'select'>,
  guardianId: string,
  studentId: string,
): Promise<boolean> {
  const [link] = await db
    .select({ id: guardianLinks.id })
    .from(guardianLinks)
    .where(
      and(
        eq(guardianLinks.guardianId, guardianId),
        eq(guardianLinks.studentId, studentId),
        eq(guardianLinks.state, 'active'),
      ),
    )
    .limit(1);
  return link !== undefined;
}

/** Whether `user` manages the invoice's course: an admin always; a teacher when it is their course. */
export async function managesInvoiceCourse(
  db: Pick<Database, 'select'>,
  user: Pick<AuthUser, 'id' | 'role'>,
  invoice: Pick<InvoiceRow, 'courseId'>,
): Promise<boolean> {
  if (user.role === 'admin') return true;
  if (user.role !== 'teacher' || invoice.courseId === null) return false;
  const [course] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, invoice.courseId), eq(courses.instructorId, user.id)));
  return course !== undefined;
}

const newestFirst = [desc(invoices.createdAt), desc(invoices.id)] as const;

/** The signed-in student's invoices, newest first. */
export async function myInvoices(ctx: AppContext, user: AuthUser): Promise<Invoice[]> {
  const rows = await ctx.db
    .select()
    .from(invoices)
    .where(eq(invoices.studentId, user.id))
    .orderBy(...newestFirst);
  return invoiceViews(ctx, ctx.db, user, rows);
}

/** A linked child's invoices for their guardian; anyone without an active link is refused alike, an unknown id included. */
export async function childInvoices(ctx: AppContext, guardian: AuthUser, studentId: string): Promise<Invoice[]> {
  if (!(await isActiveGuardian(ctx.db, guardian.id, studentId))) throw forbidden(notYourChild, 'not_your_child');
  const rows = await ctx.db
    .select()
    .from(invoices)
    .where(eq(invoices.studentId, studentId))
    .orderBy(...newestFirst);
  return invoiceViews(ctx, ctx.db, guardian, rows);
}

/**
 * Refuses `user` unless they may read the invoice: its student, an active guardian of the student,
 * the course's teacher or an admin (403 `not_your_invoice`).
 */
async function assertMayReadInvoice(
  db: Pick<Database, 'select'>,
  user: AuthUser,
  invoice: Pick<InvoiceRow, 'studentId' | 'courseId'>,
): Promise<void> {
  if (invoice.studentId !== null && invoice.studentId === user.id) return;
  if (await managesInvoiceCourse(db, user, invoice)) return;
  if (invoice.studentId !== null && (await isActiveGuardian(db, user.id, invoice.studentId))) return;
  throw forbidden(feeMessages.notYourInvoice, 'not_your_invoice');
}

/** One invoice with its instalments and ledger, for whoever may read it; 404 for an unknown id. */
export async function readInvoiceFor(ctx: AppContext, user: AuthUser, invoiceId: string): Promise<Invoice> {
  const [row] = await ctx.db.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (!row) throw notFound(feeMessages.invoiceNotFound);
  await assertMayReadInvoice(ctx.db, user, row);
  const [view] = await invoiceViews(ctx, ctx.db, user, [row]);
  if (!view) throw notFound(feeMessages.invoiceNotFound);
  return view;
}
