import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, guardianLinks, users } from '../../src/db/schema';
import { isAdult } from '../../src/modules/guardians/public';
import { createCourseWithStudents } from '../helpers/courses';
import { bornYearsAgo, inviteGuardian, linkGuardian } from '../helpers/guardians';
import {
  createSignedInUser,
  expectRefusal,
  json,
  send,
  statusesFor,
  type TestUser,
  useSignedInUsers,
  useTestApp,
} from '../helpers/test-app';

const t = useTestApp();
const { teacher, otherTeacher, admin, sam, sara } = useSignedInUsers(t, {
  teacher: ['teacher', { name: 'Meera Teacher' }],
  otherTeacher: ['teacher', { name: 'Omar Teacher' }],
  admin: ['admin', { name: 'Ada Admin' }],
  // Two children of the same teacher, each with a guardian of their own below.
  sam: ['student', { name: 'Sam Minor', dateOfBirth: bornYearsAgo(11) }],
  sara: ['student', { name: 'Sara Minor' }],
});
let courseId: string;

beforeAll(async () => {
  courseId = (await createCourseWithStudents(t, teacher, [sam, sara], { title: 'Algebra' })).id;
});

interface LinkAnswer {
  id: string;
  state: string;
  guardian: { id: string; name: string; email: string } | null;
  invitedEmail: string;
  invitedBy: { id: string; name: string; role: string } | null;
  canEnd: boolean;
  canApprove: boolean;
}
interface ListAnswer {
  data: { links: LinkAnswer[]; adult: boolean };
}

/** A student of Meera's course, created for one test. */
async function newStudent(name: string, dateOfBirth: string | null): Promise<TestUser> {
  const student = await createSignedInUser(t, 'student', { name, dateOfBirth });
  const enrolled = await send(t, 'POST', `/api/courses/${courseId}/enroll`, { as: student });
  if (enrolled.statusCode !== 201) throw new Error(`enrolment refused: ${enrolled.body}`);
  return student;
}
const newGuardian = (name: string) => createSignedInUser(t, 'guardian', { name });
const linkRow = async (id: string) => (await t.db.select().from(guardianLinks).where(eq(guardianLinks.id, id)))[0];
const auditOf = (action: 'guardian.linked' | 'guardian.link_ended', student: TestUser) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.subjectId, student.id)));
const approve = (id: string, as?: TestUser) => send(t, 'POST', `/api/guardian-links/${id}/approve`, as ? { as } : {});
const end = (id: string, as?: TestUser) => send(t, 'DELETE', `/api/guardian-links/${id}`, as ? { as } : {});
const invitedId = async (by: TestUser, student: TestUser, email: string) =>
  json<{ data: { id: string } }>(await inviteGuardian(t, by, student, { email })).data.id;

describe('the age rule', () => {
  it('counts 18 or over by the date of birth, a 29 February birthday on 1 March, and no date as a minor', () => {
    expect(isAdult('2008-05-10', '2026-05-10')).toBe(true);
    expect(isAdult('2008-05-10', '2026-05-09')).toBe(false);
    expect(isAdult('2008-02-29', '2026-02-28')).toBe(false);
    expect(isAdult('2008-02-29', '2026-03-01')).toBe(true);
    expect(isAdult(null, '2026-05-10')).toBe(false);
  });
});

describe('approving (POST /api/guardian-links/:id/approve)', () => {
  it('lets the adult student approve a link someone else made: active, dated and audited once', async () => {
    const adult = await newStudent('Ana Adult', bornYearsAgo(25));
    const guardian = await newGuardian('Ana Parent');
    const id = await linkGuardian(t, teacher, adult, guardian);
    expect((await linkRow(id))?.state).toBe('awaiting_approval');
    const response = await approve(id, adult);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({
      success: true,
      message: 'Guardian approved',
      data: { id, state: 'active', guardian: { id: guardian.id }, canApprove: false, canEnd: true },
    });
    expect(await linkRow(id)).toMatchObject({ state: 'active', approvedAt: expect.any(Date) });
    const entries = await auditOf('guardian.linked', adult);
    expect(entries.map((entry) => [entry.actorId, entry.actorRole, entry.subjectId])).toEqual([
      [adult.id, 'student', adult.id],
    ]);
    expectRefusal(
      await approve(id, adult),
      409,
      'approval_not_needed',
      'This guardian link is not waiting for your approval',
    );
    expect(await auditOf('guardian.linked', adult)).toHaveLength(1);
  });

  it('refuses a visitor, staff and guardians, and answers 404 for another student’s link or none', async () => {
    const adult = await newStudent('Ben Adult', bornYearsAgo(40));
    const guardian = await newGuardian('Ben Parent');
    const id = await linkGuardian(t, teacher, adult, guardian);
    expect(await statusesFor(t, 'POST', `/api/guardian-links/${id}/approve`, [null, teacher, admin, guardian])).toEqual(
      [401, 403, 403, 403],
    );
    expectRefusal(await approve(id, sam), 404, 'not_found', 'Guardian link not found');
    expect((await approve('00000000-0000-4000-8000-000000000000', adult)).statusCode).toBe(404);
    expect((await approve('not-an-id', adult)).statusCode).toBe(400);
    expect((await linkRow(id))?.state).toBe('awaiting_approval');
    expect(await auditOf('guardian.linked', adult)).toEqual([]);
  });
});

describe('ending (DELETE /api/guardian-links/:id)', () => {
  it('lets the guardian end an active link, deleting it and auditing who ended it', async () => {
    const student = await newStudent('Cal Minor', bornYearsAgo(10));
    const guardian = await newGuardian('Cal Parent');
    const id = await linkGuardian(t, student, student, guardian);
    const response = await end(id, guardian);
    expect(json(response)).toEqual({ success: true, message: 'Guardian link ended' });
    expect(await linkRow(id)).toBeUndefined();
    const entries = await auditOf('guardian.link_ended', student);
    expect(entries.map((entry) => [entry.actorId, entry.actorRole, entry.subjectRole])).toEqual([
      [guardian.id, 'guardian', 'student'],
    ]);
  });

  it('lets an adult student and an admin end a link, but not a minor student or the student’s teacher', async () => {
    const adult = await newStudent('Dia Adult', bornYearsAgo(19));
    const minor = await newStudent('Dev Minor', bornYearsAgo(15));
    const adultLink = await linkGuardian(t, adult, adult, await newGuardian('Dia Parent'));
    const minorLink = await linkGuardian(t, minor, minor, await newGuardian('Dev Parent'));
    expectRefusal(
      await end(minorLink, minor),
      403,
      'cannot_end_link',
      'Only your guardian or an administrator can end this link until you are 18',
    );
    expectRefusal(
      await end(minorLink, teacher),
      403,
      'cannot_end_link',
      'Only the guardian, the student once an adult, or an administrator can end this link',
    );
    expect(await linkRow(minorLink)).toBeDefined();
    expect(await auditOf('guardian.link_ended', minor)).toEqual([]);
    expect((await end(adultLink, adult)).statusCode).toBe(200);
    expect((await auditOf('guardian.link_ended', adult)).map((entry) => entry.actorId)).toEqual([adult.id]);
    expect((await end(minorLink, admin)).statusCode).toBe(200);
    expect((await auditOf('guardian.link_ended', minor)).map((entry) => entry.actorRole)).toEqual(['admin']);
    expect(await linkRow(minorLink)).toBeUndefined();
  });

  it('lets whoever invited, and the student at any age, withdraw an invitation not accepted yet, unaudited', async () => {
    const minor = await newStudent('Eli Minor', bornYearsAgo(9));
    const byTeacher = await invitedId(teacher, minor, 'eli.aunt@example.test');
    const byStudent = await invitedId(minor, minor, 'eli.mum@example.test');
    const byOther = await invitedId(admin, minor, 'eli.dad@example.test');
    expect(json(await end(byTeacher, teacher))).toEqual({ success: true, message: 'Invitation withdrawn' });
    expect((await end(byStudent, minor)).statusCode).toBe(200);
    expect((await end(byOther, minor)).statusCode).toBe(200);
    expect(await t.db.select().from(guardianLinks).where(eq(guardianLinks.studentId, minor.id))).toEqual([]);
    expect(await auditOf('guardian.link_ended', minor)).toEqual([]);
  });

  it('answers 404 to the unrelated (another teacher, student or guardian, even of the same teacher’s other child) and 401 to a visitor', async () => {
    const samsGuardian = await newGuardian('Sam Parent');
    const sarasGuardian = await newGuardian('Sara Parent');
    const samLink = await linkGuardian(t, sam, sam, samsGuardian);
    await linkGuardian(t, sara, sara, sarasGuardian);
    expect(
      await statusesFor(t, 'DELETE', `/api/guardian-links/${samLink}`, [null, otherTeacher, sara, sarasGuardian]),
    ).toEqual([401, 404, 404, 404]);
    expectRefusal(await end(samLink, sarasGuardian), 404, 'not_found', 'Guardian link not found');
    expect((await end('00000000-0000-4000-8000-000000000000', admin)).statusCode).toBe(404);
    expect(await linkRow(samLink)).toMatchObject({ state: 'active', guardianId: samsGuardian.id });
  });
});

describe('the lists (GET /api/students/me/guardians, GET /api/students/:studentId/guardians)', () => {
  it('shows the student every link newest first, with what they may do and whether they are an adult', async () => {
    const adult = await newStudent('Fay Adult', bornYearsAgo(21));
    const active = await newGuardian('Fay Father');
    const waiting = await newGuardian('Fay Mother');
    await linkGuardian(t, adult, adult, active);
    const waitingLink = await linkGuardian(t, teacher, adult, waiting);
    const invitation = await invitedId(teacher, adult, 'fay.aunt@example.test');
    const response = await send(t, 'GET', '/api/students/me/guardians', { as: adult });
    expect(response.statusCode).toBe(200);
    const { data } = json<ListAnswer>(response);
    expect(data.adult).toBe(true);
    expect(
      data.links.map((link) => [link.state, link.guardian?.name ?? link.invitedEmail, link.canEnd, link.canApprove]),
    ).toEqual([
      ['invited', 'fay.aunt@example.test', true, false],
      ['awaiting_approval', 'Fay Mother', true, true],
      ['active', 'Fay Father', true, false],
    ]);
    expect(data.links[0]).toMatchObject({ id: invitation, invitedBy: { name: 'Meera Teacher', role: 'teacher' } });
    expect(data.links[1]).toMatchObject({ id: waitingLink, guardian: { id: waiting.id, email: waiting.email } });
  });

  it('shows a minor student that they cannot end accepted links, and has no list for staff', async () => {
    const minor = await newStudent('Gus Minor', null);
    const guardian = await newGuardian('Gus Parent');
    await linkGuardian(t, minor, minor, guardian);
    await invitedId(minor, minor, 'gus.aunt@example.test');
    const { data } = json<ListAnswer>(await send(t, 'GET', '/api/students/me/guardians', { as: minor }));
    expect(data.adult).toBe(false);
    expect(data.links.map((link) => [link.state, link.canEnd])).toEqual([
      ['invited', true],
      ['active', false],
    ]);
    expect(await statusesFor(t, 'GET', '/api/students/me/guardians', [null, teacher, admin, guardian])).toEqual([
      401, 403, 403, 403,
    ]);
  });

  it('shows a teacher of the student and an admin the links, each with what they may end', async () => {
    const minor = await newStudent('Hal Minor', bornYearsAgo(13));
    const guardian = await newGuardian('Hal Parent');
    await linkGuardian(t, minor, minor, guardian);
    await invitedId(teacher, minor, 'hal.aunt@example.test');
    const url = `/api/students/${minor.id}/guardians`;
    const asTeacher = json<ListAnswer>(await send(t, 'GET', url, { as: teacher })).data;
    expect(asTeacher.links.map((link) => [link.state, link.canEnd, link.canApprove])).toEqual([
      ['invited', true, false],
      ['active', false, false],
    ]);
    const asAdmin = json<ListAnswer>(await send(t, 'GET', url, { as: admin })).data;
    expect(asAdmin.links.map((link) => link.canEnd)).toEqual([true, true]);
    // The child's own guardian reads the child in the guardian portal, not here.
    expect(await statusesFor(t, 'GET', url, [null, minor, guardian, otherTeacher])).toEqual([401, 403, 403, 403]);
    expectRefusal(
      await send(t, 'GET', url, { as: otherTeacher }),
      403,
      'not_your_student',
      'This student is not enrolled in any of your courses',
    );
    expect((await send(t, 'GET', `/api/students/${teacher.id}/guardians`, { as: admin })).statusCode).toBe(404);
    expect(
      (await send(t, 'GET', '/api/students/00000000-0000-4000-8000-000000000000/guardians', { as: admin })).statusCode,
    ).toBe(404);
  });

  it('judges adulthood now: a date of birth given later lets the student end their links', async () => {
    const student = await newStudent('Ira Student', null);
    const guardian = await newGuardian('Ira Parent');
    const id = await linkGuardian(t, teacher, student, guardian);
    expect((await linkRow(id))?.state).toBe('active');
    await t.db
      .update(users)
      .set({ dateOfBirth: bornYearsAgo(18) })
      .where(eq(users.id, student.id));
    const { data } = json<ListAnswer>(await send(t, 'GET', '/api/students/me/guardians', { as: student }));
    expect(data).toMatchObject({ adult: true, links: [{ id, state: 'active', canEnd: true, canApprove: false }] });
  });
});
