import { LANGUAGE_LOCALES, type Language } from '@tutorium/contract/languages';
import { screenPaths } from '@tutorium/contract/screen-paths';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { feeReminders, guardianLinks, invoiceInstalments, invoices, users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { translate } from '../../platform/language';
import type { Mail } from '../../platform/mailer';
import { enqueueEmails } from '../../platform/outbox';
import { moneyText, readerLanguage } from '../../platform/reader-language';
import { startRecurringCheck } from '../../platform/recurring-check';
import { todayIn } from '../../platform/time-zone';

type ReminderKind = 'before' | 'after';

interface ClaimedReminder {
  kind: ReminderKind;
  due_date: string;
  amount_minor: number;
  currency: string;
  course: string;
  student_id: string;
  student_name: string;
  student_email: string;
  student_language: string | null;
  student_active: boolean;
}

interface Reader {
  name: string;
  email: string;
  language: Language;
}

/** The calendar day `offset` days from `date` (YYYY-MM-DD). */
function dayFrom(date: string, offset: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + offset);
  return day.toISOString().slice(0, 10);
}

/** A due date as the reader writes it: "Wed, Mar 10, 2027", "बुध, 10 मार्च 2027". */
const dateText = (language: Language, date: string): string =>
  new Intl.DateTimeFormat(language === 'en' ? 'en-US' : LANGUAGE_LOCALES[language], {
    timeZone: 'UTC',
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  }).format(new Date(`${date}T00:00:00Z`));

/**
 * The reminder to one reader: the student themself (`child` null), or a guardian of theirs, with the
 * page where they see the fees.
 */
function reminderMail(ctx: AppContext, reminder: ClaimedReminder, reader: Reader, child: string | null): Mail {
  const { language } = reader;
  const values = {
    amount: moneyText(language, reminder.amount_minor, reminder.currency),
    course: reminder.course,
    date: dateText(language, reminder.due_date),
    child: child ?? '',
  };
  const before = reminder.kind === 'before';
  const subject =
    child === null
      ? before
        ? translate(language, /*i18n*/ 'Payment due on {date}: {course}', values)
        : translate(language, /*i18n*/ 'Payment overdue: {course}', values)
      : before
        ? translate(language, /*i18n*/ 'Payment due on {date}: {child}, {course}', values)
        : translate(language, /*i18n*/ 'Payment overdue: {child}, {course}', values);
  const news =
    child === null
      ? before
        ? translate(language, /*i18n*/ '{amount} for {course} is due on {date}.', values)
        : translate(language, /*i18n*/ '{amount} for {course} was due on {date} and is not paid yet.', values)
      : before
        ? translate(language, /*i18n*/ "{amount} for {child}'s course {course} is due on {date}.", values)
        : translate(
            language,
            /*i18n*/ "{amount} for {child}'s course {course} was due on {date} and is not paid yet.",
            values,
          );
  const link =
    child === null
      ? translate(language, /*i18n*/ 'See your fees and pay: {link}', {
          link: `${ctx.config.publicUrl}${screenPaths['student.fees']}`,
        })
      : translate(language, /*i18n*/ "See {child}'s fees: {link}", {
          child,
          link: `${ctx.config.publicUrl}${screenPaths['guardian.child'].replace(':studentId', encodeURIComponent(reminder.student_id))}`,
        });
  return {
    to: reader.email,
    subject,
    text: [translate(language, /*i18n*/ 'Hi {name},', { name: reader.name }), '', news, '', link].join('\n'),
  };
}

/** The active guardians (an active link, an active account) of each of these students. */
async function guardiansOf(tx: Database, studentIds: string[]): Promise<Map<string, Reader[]>> {
  const byStudent = new Map<string, Reader[]>();
  if (studentIds.length === 0) return byStudent;
  const rows = await tx
    .select({ studentId: guardianLinks.studentId, name: users.name, email: users.email, language: users.language })
    .from(guardianLinks)
    .innerJoin(users, eq(users.id, guardianLinks.guardianId))
    .where(
      and(inArray(guardianLinks.studentId, studentIds), eq(guardianLinks.state, 'active'), eq(users.status, 'active')),
    );
  for (const row of rows) {
    const readers = byStudent.get(row.studentId) ?? [];
    readers.push({ name: row.name, email: row.email, language: readerLanguage(row.language) });
    byStudent.set(row.studentId, readers);
  }
  return byStudent;
}

/**
 * Reminds of each instalment still owed on a running invoice (not cancelled, its student's account
 * still there): `before`, once its due date is at most FEE_REMINDER_DAYS_BEFORE days ahead (today
 * included), and `after`, once the date has passed. An instalment is owed while the invoice's payments
 * do not cover it and every earlier one. Each (instalment, kind) is claimed in fee_reminders by the same
 * statement that finds it, and its emails are queued in the same transaction: however many instances
 * run this at once, each is sent once, and a claim never stands without its emails. The student (while
 * their account is active) and each active guardian get one, in their own language. Returns how many
 * reminders were claimed.
 */
export async function sendDueReminders(ctx: AppContext): Promise<number> {
  const today = todayIn(ctx.config.timeZone, ctx.now());
  const lastDay = dayFrom(today, ctx.config.fees.reminderDaysBefore);
  return ctx.db.transaction(async (tx) => {
    // Both drivers answer a raw statement with { rows }; the generic database type cannot know the row shape.
    const result = (await tx.execute(sql`
      with parts as (
        select p.id, p.invoice_id, p.due_date, p.amount_minor,
          sum(p.amount_minor) over (partition by p.invoice_id order by p.seq) as up_to
        from ${invoiceInstalments} p
        where p.invoice_id in (
          select i.id from ${invoices} i
          where i.cancelled_at is null and i.student_id is not null and i.paid_minor < i.total_minor
            and exists (select 1 from ${invoiceInstalments} d where d.invoice_id = i.id and d.due_date <= ${lastDay}::date)
        )
      ),
      due as (
        select parts.id as instalment_id,
          case when parts.due_date < ${today}::date then 'after' else 'before' end as kind,
          least(parts.amount_minor, parts.up_to - i.paid_minor)::int as amount_minor,
          parts.due_date, i.currency, i.course_title, i.student_id
        from parts
        inner join ${invoices} i on i.id = parts.invoice_id
        where parts.up_to > i.paid_minor and parts.due_date <= ${lastDay}::date
      ),
      claimed as (
        insert into ${feeReminders} (instalment_id, kind)
        select instalment_id, kind from due order by instalment_id, kind
        on conflict do nothing
        returning instalment_id, kind
      )
      select claimed.kind, due.due_date::text as due_date, due.amount_minor, due.currency, due.course_title as course,
        s.id as student_id, s.name as student_name, s.email as student_email, s.language as student_language,
        s.status = 'active' as student_active
      from claimed
      inner join due on due.instalment_id = claimed.instalment_id and due.kind = claimed.kind
      inner join ${users} s on s.id = due.student_id
      order by s.name, due.due_date, due.course_title
    `)) as unknown as { rows: ClaimedReminder[] };
    const reminders = result.rows;
    const guardians = await guardiansOf(tx, [...new Set(reminders.map((reminder) => reminder.student_id))]);
    await enqueueEmails(
      tx,
      reminders.flatMap((reminder) => {
        const student: Reader = {
          name: reminder.student_name,
          email: reminder.student_email,
          language: readerLanguage(reminder.student_language),
        };
        return [
          ...(reminder.student_active ? [reminderMail(ctx, reminder, student, null)] : []),
          ...(guardians.get(reminder.student_id) ?? []).map((guardian) =>
            reminderMail(ctx, reminder, guardian, reminder.student_name),
          ),
        ];
      }),
    );
    return reminders.length;
  });
}

/**
 * Runs the fees' own recurring check, the due reminders, at start and then every FEE_CHECK_SECONDS;
 * safe in every server instance at once (each reminder is claimed). The returned stop waits for a
 * check in progress, so shutdown can close the database after it.
 */
export function startFeeChecks(ctx: AppContext): Promise<() => Promise<void>> {
  return startRecurringCheck(ctx, sendDueReminders, ctx.config.fees.checkMs, 'fee due reminders failed');
}
