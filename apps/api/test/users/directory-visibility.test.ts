import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courses, users } from '../../src/db/schema';
import { hashSecret } from '../../src/platform/passwords';
import { createCourse } from '../helpers/courses';
import { json, send, signIn, useSignedInUsers, useTestApp } from '../helpers/test-app';

const t = useTestApp();
const { admin } = useSignedInUsers(t, { admin: 'admin' });
const password = 'correct horse battery';

/** A teacher account as an invitation leaves it: never signed in, no courses. */
async function invitedTeacher(name: string) {
  const email = `${name.toLowerCase().replace(/ /g, '.')}@example.test`;
  const [row] = await t.db
    .insert(users)
    .values({ name, email, role: 'teacher', passwordHash: await hashSecret(password) })
    .returning({ id: users.id });
  if (!row) throw new Error('teacher not inserted');
  return { id: row.id, email };
}

const listedNames = async () =>
  json<{ data: { name: string }[] }>(await send(t, 'GET', '/api/users/teachers')).data.map((card) => card.name);
const profileStatus = async (id: string) => (await send(t, 'GET', `/api/users/teachers/${id}`)).statusCode;

describe('who the teacher directory lists', () => {
  it('an invited teacher appears, and their profile answers, only once they have signed in', async () => {
    const ines = await invitedTeacher('Ines Invited');
    expect(await listedNames()).not.toContain('Ines Invited');
    expect(await profileStatus(ines.id)).toBe(404);

    expect((await signIn(t, { email: ines.email, password }, 'admin')).statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, ines.id));
    expect(row?.firstSignedInAt).toBeInstanceOf(Date);
    expect(await listedNames()).toContain('Ines Invited');
    expect(await profileStatus(ines.id)).toBe(200);
  });

  it('a teacher who never signed in is listed while they teach an active or upcoming course, not a finished one', async () => {
    const nico = await invitedTeacher('Nico Never');
    const course = await createCourse(t, admin, { title: 'Handed over' });
    await t.db.update(courses).set({ instructorId: nico.id, status: 'upcoming' }).where(eq(courses.id, course.id));
    expect(await listedNames()).toContain('Nico Never');
    expect(await profileStatus(nico.id)).toBe(200);

    await t.db.update(courses).set({ status: 'completed' }).where(eq(courses.id, course.id));
    expect(await listedNames()).not.toContain('Nico Never');
    expect(await profileStatus(nico.id)).toBe(404);
  });
});

describe('the first session', () => {
  it('is told apart from later ones in the sign-in answer and the profile', async () => {
    const fay = await invitedTeacher('Fay First');
    const first = await signIn(t, { email: fay.email, password }, 'admin');
    const firstAnswer = json<{ token: string; user: { firstSession: boolean; firstSignedInAt: string } }>(first);
    expect(firstAnswer.user.firstSession).toBe(true);
    expect(firstAnswer.user.firstSignedInAt).toEqual(expect.any(String));
    const firstHeaders = { authorization: `Bearer ${firstAnswer.token}` };
    const profile = async (headers: Record<string, string>) =>
      json<{ data: { firstSession: boolean } }>(
        await t.app.inject({ method: 'GET', url: '/api/users/profile', headers }),
      ).data.firstSession;
    expect(await profile(firstHeaders)).toBe(true);

    const second = json<{ token: string; user: { firstSession: boolean } }>(
      await signIn(t, { email: fay.email, password }, 'admin'),
    );
    expect(second.user.firstSession).toBe(false);
    expect(await profile({ authorization: `Bearer ${second.token}` })).toBe(false);
    // The first session stays the first: its greeting does not change under it.
    expect(await profile(firstHeaders)).toBe(true);
  });
});
