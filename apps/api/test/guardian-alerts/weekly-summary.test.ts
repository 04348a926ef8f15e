import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  assignmentSubmissions,
  assignments,
  attendanceRecords,
  guardianPreferences,
  guardianWeeklySummaries,
  quizzes,
} from '../../src/db/schema';
import { sendWeeklySummaries } from '../../src/modules/guardian-alerts/weekly-summaries';
import { createCourse } from '../helpers/courses';
import { DAY } from '../helpers/dates';
import { json, send, useSignedInUsers, useTestApp } from '../helpers/test-app';
import { emailsTo, enrolSince, linkGuardian, unsubscribeTokenIn } from './guardian-helpers';

/** 10:00 on Saturday 13 March 2027 in Kolkata: the default summary day (6), past its hour (9). */
const now = new Date('2027-03-13T04:30:00Z');

const t = useTestApp({ TIME_ZONE: 'Asia/Kolkata' }, { now: () => now });
const at = (moment: string) => ({ ...t.app.ctx, now: () => new Date(moment) });

const { teacher, ana, ben, parent, nope, waiting } = useSignedInUsers(t, {
  teacher: 'teacher',
  ana: ['student', { name: 'Ana' }],
  ben: ['student', { name: 'Ben' }],
  parent: ['guardian', { name: 'Pat Parent' }],
  nope: ['guardian', { name: 'No Summary' }],
  waiting: ['guardian', { name: 'Waiting Parent' }],
});

beforeAll(async () => {
  const mathsId = (await createCourse(t, teacher, { title: 'Maths' })).id;
  const artId = (await createCourse(t, teacher, { title: 'Art' })).id;
  const since = new Date(now.getTime() - 60 * DAY);
  await enrolSince(t, ana, mathsId, since);
  await enrolSince(t, ana, artId, since);
  await enrolSince(t, ben, mathsId, since);

  await linkGuardian(t, ana, parent);
  await linkGuardian(t, ben, parent);
  await linkGuardian(t, ana, nope);
  await t.db.insert(guardianPreferences).values({ guardianId: nope.id, weeklySummary: false });
  await linkGuardian(t, ana, waiting, 'awaiting_approval');

  const marks = [
    ['2027-03-05', mathsId, 'absent'], // before the last 7 days
    ['2027-03-08', mathsId, 'present'],
    ['2027-03-09', mathsId, 'late'],
    ['2027-03-10', artId, 'absent'],
    ['2027-03-13', artId, 'present'],
  ] as const;
  await t.db
    .insert(attendanceRecords)
    .values(marks.map(([date, courseId, status]) => ({ courseId, studentId: ana.id, date, status })));

  const homework = (courseId: string, title: string, dueAt: string) => ({
    courseId,
    authorId: teacher.id,
    title,
    dueAt: new Date(dueAt),
    points: 10,
    submissionKind: 'text' as const,
    allowedFileTypes: [],
    maxFileBytes: 1024,
  });
  const [graded, handedIn] = await t.db
    .insert(assignments)
    .values([
      homework(mathsId, 'Fractions', '2027-03-01T10:00:00Z'),
      homework(mathsId, 'Decimals', '2027-03-16T10:00:00Z'),
      homework(artId, 'Colour wheel', '2027-03-15T10:00:00Z'),
      homework(artId, 'Portfolio', '2027-03-25T10:00:00Z'), // after the next 7 days
    ])
    .returning({ id: assignments.id });
  await t.db.insert(assignmentSubmissions).values([
    {
      assignmentId: graded?.id ?? '',
      studentId: ana.id,
      text: 'Done',
      points: 8,
      gradedAt: new Date('2027-03-02T10:00:00Z'),
      releasedAt: new Date('2027-03-02T10:00:00Z'),
    },
    { assignmentId: handedIn?.id ?? '', studentId: ana.id, text: 'Early' },
  ]);

  const test = (title: string, closesAt: string) => ({
    courseId: mathsId,
    authorId: teacher.id,
    title,
    opensAt: new Date('2027-03-01T00:00:00Z'),
    closesAt: new Date(closesAt),
    timeLimitMinutes: 30,
    attemptsAllowed: 1,
    release: 'immediately' as const,
  });
  await t.db
    .insert(quizzes)
    .values([test('Unit test 1', '2027-03-17T12:00:00Z'), test('Final exam', '2027-03-30T12:00:00Z')]);
});

describe('the weekly summary', () => {
  it('waits for the day and hour in the institute’s time zone', async () => {
    expect(await sendWeeklySummaries(at('2027-03-12T12:00:00Z'))).toBe(0); // Friday 17:30
    expect(await sendWeeklySummaries(at('2027-03-13T03:29:00Z'))).toBe(0); // Saturday 08:59
    expect(await t.db.select().from(guardianWeeklySummaries)).toEqual([]);
  });

  it('tells each guardian of every child they follow: attendance, grades, and what is due next', async () => {
    expect(await sendWeeklySummaries(t.app.ctx)).toBe(1);
    const [mail, ...more] = await emailsTo(t, parent.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Weekly summary, Sat, Mar 13: Ana and Ben');
    const body = mail?.body ?? '';
    const anaPart = body.slice(body.indexOf('\nAna\n'), body.indexOf('\nBen\n'));
    expect(anaPart.split('\n').slice(1)).toEqual([
      'Ana',
      // Present and late count as attended, as in the guardian portal: 3 of 4.
      'Attendance in the last 7 days: 50% (2 present, 1 late, 1 absent, 0 excused).',
      'Course grades:',
      '- Art: no grade yet',
      '- Maths: 80% (B)',
      'Homework due in the next 7 days:',
      '- Colour wheel (Art), due Mon, Mar 15, 3:30 PM GMT+5:30 (Asia/Kolkata)',
      'Tests closing in the next 7 days:',
      '- Unit test 1 (Maths), closes Wed, Mar 17, 5:30 PM GMT+5:30 (Asia/Kolkata)',
      `Ana's page: ${t.config.publicUrl}/guardian/children/${ana.id}`,
      '',
    ]);
    expect(body).toContain('Ben\nAttendance in the last 7 days: no classes marked.');
    expect(body.trimEnd().split('\n').at(-1)).toMatch(/^Stop the weekly summary: .*\/guardian-unsubscribe\?token=/);

    expect(await emailsTo(t, nope.email)).toEqual([]);
    expect(await emailsTo(t, waiting.email)).toEqual([]);
  });

  it('is sent once a week: later the same day or week nothing more, the next week again', async () => {
    expect(await sendWeeklySummaries(t.app.ctx)).toBe(0);
    expect(await sendWeeklySummaries(at('2027-03-14T10:00:00Z'))).toBe(0); // Sunday, the same ISO week
    expect(await emailsTo(t, parent.email)).toHaveLength(1);
    expect(await sendWeeklySummaries(at('2027-03-20T04:30:00Z'))).toBe(1);
    expect((await emailsTo(t, parent.email)).map((m) => m.subject)).toEqual([
      'Weekly summary, Sat, Mar 13: Ana and Ben',
      'Weekly summary, Sat, Mar 20: Ana and Ben',
    ]);
    expect((await t.db.select().from(guardianWeeklySummaries)).map((row) => row.isoWeek).sort()).toEqual([
      '2027-W10',
      '2027-W11',
    ]);
  });

  it('stops from its own link, which leaves the other kinds on', async () => {
    const [mail] = await emailsTo(t, parent.email);
    const response = await send(t, 'POST', '/api/guardian/unsubscribe', {
      payload: { token: unsubscribeTokenIn(mail?.body ?? '') },
    });
    expect(json(response)).toMatchObject({ success: true, data: { kind: 'weekly_summary' } });
    expect(await t.db.select().from(guardianPreferences).where(eq(guardianPreferences.guardianId, parent.id))).toEqual([
      { guardianId: parent.id, absences: true, atRisk: true, weeklySummary: false },
    ]);
    expect(await sendWeeklySummaries(at('2027-03-27T04:30:00Z'))).toBe(0);
    expect(await emailsTo(t, parent.email)).toHaveLength(2);
  });
});

describe('the weekly summary on another day (GUARDIAN_SUMMARY_DAY=3, Wednesday)', () => {
  const w = useTestApp({ TIME_ZONE: 'Asia/Kolkata', GUARDIAN_SUMMARY_DAY: '3' }, { now: () => now });
  const on = (moment: string) => ({ ...w.app.ctx, now: () => new Date(moment) });
  const { kit, mum } = useSignedInUsers(w, {
    kit: ['student', { name: 'Kit' }],
    mum: ['guardian', { name: 'Mo Mum' }],
  });
  beforeAll(() => linkGuardian(w, kit, mum));

  it('is sent on Wednesday from the hour, and not again on that week’s Saturday', async () => {
    // ISO week 2027-W11 runs from Monday 15 to Sunday 21 March.
    expect(await sendWeeklySummaries(on('2027-03-16T04:30:00Z'))).toBe(0); // Tuesday 10:00
    expect(await sendWeeklySummaries(on('2027-03-17T03:29:00Z'))).toBe(0); // Wednesday 08:59
    expect(await sendWeeklySummaries(on('2027-03-17T03:30:00Z'))).toBe(1); // Wednesday 09:00
    expect((await emailsTo(w, mum.email)).map((mail) => mail.subject)).toEqual(['Weekly summary, Wed, Mar 17: Kit']);
    expect(await sendWeeklySummaries(on('2027-03-20T04:30:00Z'))).toBe(0); // Saturday 10:00, the default day
    expect(await emailsTo(w, mum.email)).toHaveLength(1);
    expect((await w.db.select().from(guardianWeeklySummaries)).map((row) => row.isoWeek)).toEqual(['2027-W11']);
  });
});
