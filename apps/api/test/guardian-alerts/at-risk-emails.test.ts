import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { attendanceRecords, guardianAtRiskStates, guardianLinks, guardianPreferences } from '../../src/db/schema';
import { sendAtRiskChanges } from '../../src/modules/guardian-alerts/at-risk-changes';
import { createCourse } from '../helpers/courses';
import { DAY, dateFrom } from '../helpers/dates';
import { type TestUser, useSignedInUsers, useTestApp } from '../helpers/test-app';
import { emailsTo, enrolSince, linkGuardian } from './guardian-helpers';

const now = new Date('2027-03-10T12:00:00Z');
const day = (offset: number) => dateFrom(offset, now);
type Mark = 'P' | 'A';
const statusOf = { P: 'present', A: 'absent' } as const;

const t = useTestApp({}, { now: () => now });
const { teacher, cy, dee, eli, parent, off, pending, family, solo } = useSignedInUsers(t, {
  teacher: 'teacher',
  cy: ['student', { name: 'Cy' }],
  dee: ['student', { name: 'Dee' }],
  eli: ['student', { name: 'Eli' }],
  parent: ['guardian', { name: 'Pat Parent' }],
  off: ['guardian', { name: 'Off Parent' }],
  pending: ['guardian', { name: 'Pending Parent' }],
  family: ['guardian', { name: 'Fay Family' }],
  solo: ['guardian', { name: 'Sol' }],
});
let chemistryId: string;
let biologyId: string;

/** Marks `marks` on the days `offsets` from now, oldest first. */
async function mark(student: TestUser, courseId: string, marks: string, offsets: number[]) {
  await t.db.insert(attendanceRecords).values(
    [...marks].map((status, index) => ({
      courseId,
      studentId: student.id,
      date: day(offsets[index] ?? 0),
      status: statusOf[status as Mark],
    })),
  );
}

const statesOf = (student: TestUser) =>
  t.db.select().from(guardianAtRiskStates).where(eq(guardianAtRiskStates.studentId, student.id));

beforeAll(async () => {
  chemistryId = (await createCourse(t, teacher, { title: 'Chemistry' })).id;
  biologyId = (await createCourse(t, teacher, { title: 'Biology' })).id;
  const since = new Date(now.getTime() - 60 * DAY);
  await enrolSince(t, cy, chemistryId, since);
  await enrolSince(t, dee, biologyId, since);
  await enrolSince(t, eli, biologyId, since);
  // Seven classes present: 100 %, nobody at risk yet.
  await mark(cy, chemistryId, 'PPPPPPP', [-25, -23, -21, -19, -17, -15, -9]);

  await linkGuardian(t, cy, parent);
  await linkGuardian(t, cy, off);
  await t.db.insert(guardianPreferences).values({ guardianId: off.id, atRisk: false });
  await linkGuardian(t, cy, pending, 'awaiting_approval');
  await linkGuardian(t, dee, family);
  await linkGuardian(t, eli, family);
  await linkGuardian(t, eli, solo);
});

describe('at-risk emails to guardians', () => {
  it('send nothing while nobody is at risk', async () => {
    expect(await sendAtRiskChanges(t.app.ctx)).toBe(0);
    expect(await t.db.select().from(guardianAtRiskStates)).toEqual([]);
    expect(await emailsTo(t, parent.email)).toEqual([]);
  });

  it('tell a guardian when their child enters the list, with the reasons, and store it', async () => {
    // 7 of 10 present is above 60 %, but the last three classes were missed in a row.
    await mark(cy, chemistryId, 'AAA', [-5, -3, -1]);
    expect(await sendAtRiskChanges(t.app.ctx)).toBe(1);

    const [mail, ...more] = await emailsTo(t, parent.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Attendance alert: Cy');
    const lines = mail?.body.split('\n') ?? [];
    expect(lines[0]).toBe('Hi Pat Parent,');
    expect(lines.filter((line) => line.startsWith('- '))).toEqual([
      '- Cy is now at risk in Chemistry: missed the last 3 classes in a row',
    ]);
    expect(lines).toContain(`Cy's page: ${t.config.publicUrl}/guardian/children/${cy.id}`);
    expect(lines.at(-1)).toMatch(
      new RegExp(`^Stop the at-risk emails: ${t.config.publicUrl}/guardian-unsubscribe\\?token=`),
    );
    expect((await statesOf(cy)).map((state) => [state.courseId, state.since])).toEqual([[chemistryId, now]]);

    // At-risk emails turned off, or a link still awaiting approval: nothing.
    expect(await emailsTo(t, off.email)).toEqual([]);
    expect(await emailsTo(t, pending.email)).toEqual([]);
  });

  it('send nothing again while the list stays the same', async () => {
    expect(await sendAtRiskChanges(t.app.ctx)).toBe(0);
    expect(await emailsTo(t, parent.email)).toHaveLength(1);
  });

  it('tell a guardian when their child leaves the list, and forget it', async () => {
    await mark(cy, chemistryId, 'P', [0]); // present today: the run is broken, 8 of 11 present
    expect(await sendAtRiskChanges(t.app.ctx)).toBe(1);
    const mails = await emailsTo(t, parent.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toBe('Attendance alert: Cy');
    expect(mails[1]?.body.split('\n').filter((line) => line.startsWith('- '))).toEqual([
      '- Cy is no longer at risk in Chemistry.',
    ]);
    expect(await statesOf(cy)).toEqual([]);
    expect(await sendAtRiskChanges(t.app.ctx)).toBe(0);
  });

  it('give a guardian one email about every child whose list moved in the same check', async () => {
    await mark(dee, biologyId, 'AAAA', [-9, -5, -3, -1]);
    await mark(eli, biologyId, 'PPPPPPPAAA', [-25, -23, -21, -19, -17, -15, -9, -5, -3, -1]);
    expect(await sendAtRiskChanges(t.app.ctx)).toBe(2);

    const [mail, ...more] = await emailsTo(t, family.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Attendance alert: Dee and Eli');
    expect(mail?.body.split('\n').filter((line) => line.startsWith('- '))).toEqual([
      '- Dee is now at risk in Biology: 0% attendance over the last 4 weeks, 0 of 4 classes present (below 60%); missed the last 4 classes in a row',
      '- Eli is now at risk in Biology: missed the last 3 classes in a row',
    ]);
    const soloMails = await emailsTo(t, solo.email);
    expect(soloMails.map((m) => m.subject)).toEqual(['Attendance alert: Eli']);
  });

  it('forget a student nobody follows any more: a guardian who links later hears of the list as new', async () => {
    await t.db.delete(guardianLinks).where(eq(guardianLinks.studentId, eli.id));
    expect(await sendAtRiskChanges(t.app.ctx)).toBe(0);
    expect(await statesOf(eli)).toEqual([]);
    expect(await statesOf(dee)).toHaveLength(1);

    await linkGuardian(t, eli, solo);
    expect(await sendAtRiskChanges(t.app.ctx)).toBe(1);
    expect((await emailsTo(t, solo.email)).map((m) => m.subject)).toEqual([
      'Attendance alert: Eli',
      'Attendance alert: Eli',
    ]);
    expect(await emailsTo(t, family.email)).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(guardianAtRiskStates)
        .where(and(eq(guardianAtRiskStates.studentId, eli.id), eq(guardianAtRiskStates.courseId, biologyId))),
    ).toHaveLength(1);
  });
});
