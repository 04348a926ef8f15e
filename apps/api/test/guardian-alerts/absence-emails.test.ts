import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { attendanceRecords, guardianAbsenceNotices, guardianPreferences } from '../../src/db/schema';
import { sendAbsenceEmails } from '../../src/modules/guardian-alerts/absence-emails';
import { createCourse } from '../helpers/courses';
import { DAY, dateFrom } from '../helpers/dates';
import { createTestApp, json, send, useSignedInUsers, useTestApp } from '../helpers/test-app';
import { emailsTo, enrolSince, linkGuardian, unsubscribeTokenIn } from './guardian-helpers';

/** 18:30 on Wednesday 10 March 2027 in Kolkata (UTC+5:30): past the default hour, 18. */
const now = new Date('2027-03-10T13:00:00Z');
const today = '2027-03-10';
/** The same moment a day or two on. */
const later = (days: number) => new Date(now.getTime() + days * DAY);

const t = useTestApp({ TIME_ZONE: 'Asia/Kolkata' }, { now: () => now });
const at = (moment: Date) => ({ ...t.app.ctx, now: () => moment });

const { teacher, ana, ben, cy, parent, quiet, pending, stranger, hindi, newcomer } = useSignedInUsers(t, {
  teacher: 'teacher',
  ana: ['student', { name: 'Ana' }],
  ben: ['student', { name: 'Ben' }],
  cy: ['student', { name: 'Cy' }],
  parent: ['guardian', { name: 'Pat Parent' }],
  quiet: ['guardian', { name: 'Quinn Quiet' }],
  pending: ['guardian', { name: 'Pending Parent' }],
  stranger: ['guardian', { name: 'Stranger' }],
  hindi: ['guardian', { name: 'Hema', language: 'hi' }],
  newcomer: ['guardian', { name: 'Nia Newcomer' }],
});
let mathsId: string;
let artId: string;
let musicId: string;

const absent = (student: { id: string }, courseId: string, date: string) =>
  t.db.insert(attendanceRecords).values({ courseId, studentId: student.id, date, status: 'absent' });

beforeAll(async () => {
  mathsId = (await createCourse(t, teacher, { title: 'Maths' })).id;
  artId = (await createCourse(t, teacher, { title: 'Art' })).id;
  musicId = (await createCourse(t, teacher, { title: 'Music' })).id;
  const since = new Date(now.getTime() - 60 * DAY);
  await enrolSince(t, ana, mathsId, since);
  await enrolSince(t, ana, artId, since);
  await enrolSince(t, ana, musicId, since);
  await enrolSince(t, ben, mathsId, since);
  await enrolSince(t, cy, mathsId, since);

  await linkGuardian(t, ana, parent);
  await linkGuardian(t, ben, parent);
  await linkGuardian(t, ana, quiet);
  await t.db.insert(guardianPreferences).values({ guardianId: quiet.id, absences: false });
  await linkGuardian(t, ana, pending, 'awaiting_approval');
  await linkGuardian(t, ben, hindi);

  await absent(ana, mathsId, today);
  await absent(ana, artId, today);
  await absent(ben, mathsId, today);
  await absent(cy, mathsId, today); // nobody follows Cy
  await absent(ana, mathsId, dateFrom(-1, now)); // yesterday's, written before today: told yesterday
  await t.db.insert(attendanceRecords).values({ courseId: artId, studentId: ben.id, date: today, status: 'late' });
});

describe('absence emails', () => {
  it('wait for the hour in the institute’s time zone', async () => {
    // 17:59 in Kolkata.
    expect(await sendAbsenceEmails(at(new Date('2027-03-10T12:29:00Z')))).toBe(0);
    expect(await t.db.select().from(guardianAbsenceNotices)).toEqual([]);
    expect(await emailsTo(t, parent.email)).toEqual([]);
  });

  it('give each guardian one email listing every absence of every child they follow', async () => {
    expect(await sendAbsenceEmails(t.app.ctx)).toBe(2);

    const [mail, ...more] = await emailsTo(t, parent.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Absent on Wed, Mar 10: Ana and Ben');
    const lines = mail?.body.split('\n') ?? [];
    expect(lines[0]).toBe('Hi Pat Parent,');
    expect(lines).toContain('3 absences were marked on Wed, Mar 10:');
    expect(lines.filter((line) => line.startsWith('- '))).toEqual([
      '- Ana, Art, Wed, Mar 10',
      '- Ana, Maths, Wed, Mar 10',
      '- Ben, Maths, Wed, Mar 10',
    ]);
    expect(lines).toContain(`Ana's page: ${t.config.publicUrl}/guardian/children/${ana.id}`);
    expect(lines).toContain(`Ben's page: ${t.config.publicUrl}/guardian/children/${ben.id}`);
    expect(lines).toContain(
      `Choose which emails you receive about your children: ${t.config.publicUrl}/guardian/settings`,
    );
    expect(lines.at(-1)).toMatch(
      new RegExp(`^Stop the daily absence emails: ${t.config.publicUrl}/guardian-unsubscribe\\?token=`),
    );

    // One claim per guardian and absence, dated the day it was told.
    const claims = await t.db.select().from(guardianAbsenceNotices);
    expect(claims.map((claim) => `${claim.guardianId} ${claim.toldOn}`).sort()).toEqual(
      [`${parent.id} ${today}`, `${parent.id} ${today}`, `${parent.id} ${today}`, `${hindi.id} ${today}`].sort(),
    );
  });

  it('send nothing to a guardian who turned them off, whose link awaits approval, or who follows nobody absent', async () => {
    expect(await emailsTo(t, quiet.email)).toEqual([]);
    expect(await emailsTo(t, pending.email)).toEqual([]);
    expect(await emailsTo(t, stranger.email)).toEqual([]);
  });

  it('tell each absence once: a later check the same day with nothing new marked sends nothing', async () => {
    expect(await sendAbsenceEmails(t.app.ctx)).toBe(0);
    expect(await sendAbsenceEmails(at(new Date('2027-03-10T18:00:00Z')))).toBe(0); // 23:30 the same day
    expect(await emailsTo(t, parent.email)).toHaveLength(1);
  });

  it('are written in the guardian’s language', async () => {
    const [mail] = await emailsTo(t, hindi.email);
    // The date is written by Intl in Hindi whatever the catalogue holds; the words come from the catalogue.
    expect(mail?.subject).toContain('बुध, 10 मार्च');
    expect(mail?.subject).not.toContain('Wed, Mar 10');
    // hi.po's "{date} को अनुपस्थित: {names}": the subject's words are the catalogue's, not the English fallback.
    expect(mail?.subject).toBe('बुध, 10 मार्च को अनुपस्थित: Ben');
    expect(mail?.body).toContain('- Ben, Maths, बुध, 10 मार्च');
  });

  it('tell an absence marked after the day’s email in a follow-up listing only it, once', async () => {
    // 19:10 in Kolkata: the teacher marks Music, after the 18:30 email.
    const marked = await send(t, 'POST', '/api/attendance', {
      as: teacher,
      payload: { courseId: musicId, date: today, attendanceData: [{ studentId: ana.id, status: 'absent' }] },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const evening = at(new Date('2027-03-10T13:40:00Z'));
    expect(await sendAbsenceEmails(evening)).toBe(1);

    const mails = await emailsTo(t, parent.email);
    expect(mails).toHaveLength(2);
    const followUp = mails[1];
    expect(followUp?.subject).toBe('More absences marked on Wed, Mar 10: Ana');
    const lines = followUp?.body.split('\n') ?? [];
    expect(lines[0]).toBe('Hi Pat Parent,');
    expect(lines).toContain('1 more absence was marked on Wed, Mar 10 since the last email:');
    expect(lines.filter((line) => line.startsWith('- '))).toEqual(['- Ana, Music, Wed, Mar 10']);
    expect(lines).toContain(`Ana's page: ${t.config.publicUrl}/guardian/children/${ana.id}`);
    expect(lines).not.toContain(`Ben's page: ${t.config.publicUrl}/guardian/children/${ben.id}`);
    expect(lines.at(-1)).toMatch(/^Stop the daily absence emails: .*\/guardian-unsubscribe\?token=/);
    // Hema follows only Ben, who was marked nothing new.
    expect(await emailsTo(t, hindi.email)).toHaveLength(1);

    // Checked again, and saved again unchanged: nothing more.
    expect(await sendAbsenceEmails(evening)).toBe(0);
    const again = await send(t, 'POST', '/api/attendance', {
      as: teacher,
      payload: { courseId: musicId, date: today, attendanceData: [{ studentId: ana.id, status: 'absent' }] },
    });
    expect(again.statusCode).toBe(200);
    expect(await sendAbsenceEmails(at(new Date('2027-03-10T17:00:00Z')))).toBe(0); // 22:30
    expect(await emailsTo(t, parent.email)).toHaveLength(2);
    expect(
      await t.db
        .select()
        .from(guardianAbsenceNotices)
        .where(and(eq(guardianAbsenceNotices.guardianId, parent.id), eq(guardianAbsenceNotices.toldOn, today))),
    ).toHaveLength(4);
  });

  it('tell an absence marked today for an earlier day, with its date; one written on an earlier day stays untold', async () => {
    const twoDaysAgo = dateFrom(-2, now);
    // Written today (the app's clock), dated Monday: Ana's Music, and Cy's Maths.
    await t.db.insert(attendanceRecords).values([
      { courseId: musicId, studentId: ana.id, date: twoDaysAgo, status: 'absent', updatedAt: now },
      { courseId: mathsId, studentId: cy.id, date: twoDaysAgo, status: 'absent', updatedAt: now },
    ]);
    // Written on another day and never told: left alone.
    await t.db
      .insert(attendanceRecords)
      .values({ courseId: artId, studentId: ana.id, date: twoDaysAgo, status: 'absent', updatedAt: later(-1) });
    // Nia starts following Cy tonight: her first email of the day lists Cy's absences marked today.
    await linkGuardian(t, cy, newcomer);
    expect(await sendAbsenceEmails(at(new Date('2027-03-10T14:00:00Z')))).toBe(2);

    const followUp = (await emailsTo(t, parent.email)).at(-1);
    expect(followUp?.subject).toBe('More absences marked on Wed, Mar 10: Ana');
    expect(followUp?.body.split('\n').filter((line) => line.startsWith('- '))).toEqual(['- Ana, Music, Mon, Mar 8']);

    const [first, ...more] = await emailsTo(t, newcomer.email);
    expect(more).toEqual([]);
    expect(first?.subject).toBe('Absences marked on Wed, Mar 10: Cy');
    const lines = first?.body.split('\n') ?? [];
    expect(lines).toContain('2 absences were marked on Wed, Mar 10:');
    expect(lines.filter((line) => line.startsWith('- '))).toEqual([
      '- Cy, Maths, Mon, Mar 8',
      '- Cy, Maths, Wed, Mar 10',
    ]);
    expect(await sendAbsenceEmails(at(new Date('2027-03-10T14:10:00Z')))).toBe(0);
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'are sent once by two instances checking at once, follow-ups too',
    async () => {
      const day = dateFrom(1, now);
      await absent(ana, artId, day);
      await absent(ben, mathsId, day);
      const parentBefore = (await emailsTo(t, parent.email)).length;
      const hindiBefore = (await emailsTo(t, hindi.email)).length;
      const second = await createTestApp({ TIME_ZONE: 'Asia/Kolkata' }, { now: () => later(1), sharing: t });
      const checkAtOnce = async () => {
        const sent = await Promise.all([
          sendAbsenceEmails(at(later(1))),
          sendAbsenceEmails(second.app.ctx),
          sendAbsenceEmails(at(later(1))),
          sendAbsenceEmails(second.app.ctx),
        ]);
        return sent.reduce((sum, n) => sum + n, 0);
      };
      try {
        expect(await checkAtOnce()).toBe(2);
        // Marked after that evening's email: one follow-up, however many instances check.
        await absent(ana, mathsId, day);
        expect(await checkAtOnce()).toBe(1);
      } finally {
        await second.close();
      }
      const claims = await t.db.select().from(guardianAbsenceNotices).where(eq(guardianAbsenceNotices.toldOn, day));
      expect(claims.map((claim) => claim.guardianId).sort()).toEqual(
        [parent.id, parent.id, parent.id, hindi.id].sort(),
      );
      const parentMails = await emailsTo(t, parent.email);
      expect(parentMails).toHaveLength(parentBefore + 2);
      expect(parentMails.at(-1)?.subject).toBe('More absences marked on Thu, Mar 11: Ana');
      expect(
        parentMails
          .at(-1)
          ?.body.split('\n')
          .filter((line) => line.startsWith('- ')),
      ).toEqual(['- Ana, Maths, Thu, Mar 11']);
      expect(await emailsTo(t, hindi.email)).toHaveLength(hindiBefore + 1);
    },
  );
});

describe('the unsubscribe link of an absence email', () => {
  it('turns absence emails off for that guardian only, and the next day sends them nothing', async () => {
    const [mail] = await emailsTo(t, parent.email);
    const token = unsubscribeTokenIn(mail?.body ?? '');
    const response = await send(t, 'POST', '/api/guardian/unsubscribe', { payload: { token } });
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toEqual({
      success: true,
      message: 'You will no longer receive these emails',
      data: { kind: 'absences' },
    });
    expect(await t.db.select().from(guardianPreferences).where(eq(guardianPreferences.guardianId, parent.id))).toEqual([
      { guardianId: parent.id, absences: false, atRisk: true, weeklySummary: true },
    ]);
    // The same link again: still off, still answered.
    expect((await send(t, 'POST', '/api/guardian/unsubscribe', { payload: { token } })).statusCode).toBe(200);

    const day = dateFrom(2, now);
    await absent(ana, mathsId, day);
    await absent(ben, mathsId, day);
    const before = (await emailsTo(t, parent.email)).length;
    expect(await sendAbsenceEmails(at(later(2)))).toBe(1); // Hema, for Ben
    expect(await emailsTo(t, parent.email)).toHaveLength(before);
    const hindiMails = await emailsTo(t, hindi.email);
    expect(hindiMails.at(-1)?.body).toContain('- Ben, Maths, ');
    expect(await t.db.select().from(guardianAbsenceNotices).where(eq(guardianAbsenceNotices.toldOn, day))).toEqual([
      expect.objectContaining({ guardianId: hindi.id }),
    ]);
  });
});
