import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { feeReminders } from '../../src/db/schema';
import { sendDueReminders } from '../../src/modules/fees/due-reminders';
import { todayIn } from '../../src/platform/time-zone';
import { emailsTo, linkGuardian } from '../guardian-alerts/guardian-helpers';
import { createCourse } from '../helpers/courses';
import { dateFrom } from '../helpers/dates';
import { send, useSignedInUsers, useTestApp } from '../helpers/test-app';
import { enrolForInvoice, instalmentsOf, record, setDueDate } from './dues-fixtures';

const t = useTestApp({ TIME_ZONE: 'Asia/Kolkata', CURRENCY: 'INR', FEE_REMINDER_DAYS_BEFORE: '3' });

const { teacher, ana, ben, cy, dan, eve, hema, pending } = useSignedInUsers(t, {
  teacher: 'teacher',
  ana: ['student', { name: 'Ana Rao' }],
  ben: ['student', { name: 'Ben Kumar' }],
  cy: ['student', { name: 'Cy Das' }],
  dan: ['student', { name: 'Dan Roy' }],
  eve: ['student', { name: 'Eve Sen' }],
  hema: ['guardian', { name: 'Hema', language: 'hi' }],
  pending: ['guardian', { name: 'Pending Parent' }],
});

const ids = { maths: '', art: '', anaMaths: '', cyArt: '' };
/** Today in the institute's time zone, and the day `offset` days from it. */
const today = todayIn('Asia/Kolkata', new Date());
const day = (offset: number) => dateFrom(offset, new Date(`${today}T12:00:00Z`));

/** A due date as the reminder writes it for an English or a Hindi reader. */
const dateText = (locale: string, date: string) =>
  new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  }).format(new Date(`${date}T00:00:00Z`));

const subjectsTo = async (address: string) => (await emailsTo(t, address)).map((mail) => mail.subject).sort();

beforeAll(async () => {
  ids.maths = (await createCourse(t, teacher, { title: 'Maths', price: 1200, instalments: 3 })).id;
  ids.art = (await createCourse(t, teacher, { title: 'Art', price: 500 })).id;

  // Ana: her first part is 5 days late, her second due in 2 days, her third in about 2 months.
  ids.anaMaths = await enrolForInvoice(t, ana, ids.maths);
  await setDueDate(t, ids.anaMaths, 1, day(-5));
  await setDueDate(t, ids.anaMaths, 2, day(2));
  await linkGuardian(t, ana, hema);
  await linkGuardian(t, ana, pending, 'awaiting_approval');

  // Ben paid his late first part; his second is 10 days away, past the 3 days of notice.
  const benMaths = await enrolForInvoice(t, ben, ids.maths);
  await setDueDate(t, benMaths, 1, day(-5));
  await setDueDate(t, benMaths, 2, day(10));
  await record(t, { invoiceId: benMaths, kind: 'payment', amountMinor: 40_000 });

  // Cy's Art fee is due today: still "before".
  ids.cyArt = await enrolForInvoice(t, cy, ids.art);

  // Dan left Art with his fee late: a cancelled invoice reminds nobody.
  const danArt = await enrolForInvoice(t, dan, ids.art);
  await setDueDate(t, danArt, 1, day(-3));
  expect((await send(t, 'DELETE', `/api/courses/${ids.art}/enroll`, { as: dan })).statusCode).toBe(200);
});

describe('due reminders', () => {
  it('remind the student and their active guardians, before and after, in each one’s language', async () => {
    expect(await sendDueReminders(t.app.ctx)).toBe(3);

    const anaMails = await emailsTo(t, ana.email);
    expect(anaMails.map((mail) => mail.subject).sort()).toEqual([
      `Payment due on ${dateText('en-US', day(2))}: Maths`,
      'Payment overdue: Maths',
    ]);
    const overdue = anaMails.find((mail) => mail.subject === 'Payment overdue: Maths');
    expect(overdue?.body.split('\n')).toEqual([
      'Hi Ana Rao,',
      '',
      `₹400.00 for Maths was due on ${dateText('en-US', day(-5))} and is not paid yet.`,
      '',
      `See your fees and pay: ${t.config.publicUrl}/student/fees`,
    ]);

    const hemaMails = await emailsTo(t, hema.email);
    expect(hemaMails).toHaveLength(2);
    for (const mail of hemaMails) {
      expect(mail.body.startsWith('नमस्ते Hema,')).toBe(true);
      expect(mail.body).toContain(`${t.config.publicUrl}/guardian/children/${ana.id}`);
      expect(mail.body).toContain('Ana Rao');
      expect(mail.body).toContain('₹400.00');
    }
    const hindiDates = hemaMails.map((mail) => mail.body).join('\n');
    expect(hindiDates).toContain(dateText('hi-IN', day(-5)));
    expect(hindiDates).toContain(dateText('hi-IN', day(2)));
    expect(hindiDates).not.toContain(dateText('en-US', day(2)));

    expect(await subjectsTo(cy.email)).toEqual([`Payment due on ${dateText('en-US', today)}: Art`]);
    expect(await emailsTo(t, pending.email)).toEqual([]);
    expect(await emailsTo(t, ben.email)).toEqual([]);
    expect(await emailsTo(t, dan.email)).toEqual([]);

    const [first, second, third] = await instalmentsOf(t, ids.anaMaths);
    const anaClaims = await t.db.select().from(feeReminders);
    expect(anaClaims.map((claim) => `${claim.instalmentId} ${claim.kind}`).sort()).toEqual(
      [`${first?.id} after`, `${second?.id} before`, `${(await instalmentsOf(t, ids.cyArt))[0]?.id} before`].sort(),
    );
    expect(anaClaims.some((claim) => claim.instalmentId === third?.id)).toBe(false);
  });

  it('send each reminder once: a second run sends nothing', async () => {
    expect(await sendDueReminders(t.app.ctx)).toBe(0);
    expect(await emailsTo(t, ana.email)).toHaveLength(2);
    expect(await emailsTo(t, hema.email)).toHaveLength(2);
    expect(await emailsTo(t, cy.email)).toHaveLength(1);
  });

  it('remind after the date once it passes, and not of what was paid meanwhile', async () => {
    // Ana's second part is now a day late; Cy paid his fee before its date passed.
    await setDueDate(t, ids.anaMaths, 2, day(-1));
    await setDueDate(t, ids.cyArt, 1, day(-1));
    await record(t, { invoiceId: ids.cyArt, kind: 'payment', amountMinor: 50_000 });

    expect(await sendDueReminders(t.app.ctx)).toBe(1);
    expect(await emailsTo(t, ana.email)).toHaveLength(3);
    expect(await emailsTo(t, hema.email)).toHaveLength(3);
    expect(await emailsTo(t, cy.email)).toHaveLength(1);
    const [, second] = await instalmentsOf(t, ids.anaMaths);
    const claims = await t.db
      .select()
      .from(feeReminders)
      .where(eq(feeReminders.instalmentId, second?.id ?? ''));
    expect(claims.map((claim) => claim.kind).sort()).toEqual(['after', 'before']);
  });

  it('are sent once by runs checking at the same time', async () => {
    await enrolForInvoice(t, eve, ids.art);
    const sent = await Promise.all([
      sendDueReminders(t.app.ctx),
      sendDueReminders(t.app.ctx),
      sendDueReminders(t.app.ctx),
      sendDueReminders(t.app.ctx),
    ]);
    expect(sent.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(await subjectsTo(eve.email)).toEqual([`Payment due on ${dateText('en-US', today)}: Art`]);
    expect(await emailsTo(t, ana.email)).toHaveLength(3);
  });
});
