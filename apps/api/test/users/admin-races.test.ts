import { userMessages } from '@tutorium/contract/users';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { createSignedInUser, expectRefusal, json, useTestApp } from '../helpers/test-app';

const t = useTestApp();

const activeAdmins = async () =>
  t.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.status, 'active')));

describe('two admins removing each other at once', () => {
  it.each([
    ['demotes', { role: 'student' }],
    ['suspends', { status: 'suspended' }],
  ])('A deletes B while B %s A: one of them is refused, and an active admin always remains', async (_, change) => {
    // Fifteen rounds, and the rule inside the transaction must answer in at least one: when both
    // requests passed the access check before either wrote, the later one is refused under the admin
    // lock (409 last_admin or 403 no_longer_admin); when one wrote first, the other may instead be
    // refused at the door (401: its session ended with its account; 403: no longer an admin).
    // On PostgreSQL the old code lost every admin or answered 500 here within a few rounds; the
    // embedded database runs one query at a time, and there the old code passed in our runs.
    let ruleAnswered = false;
    for (let round = 0; round < 15; round++) {
      // Exactly two active admins: the survivors of earlier rounds step down.
      await t.db.update(users).set({ role: 'teacher' }).where(eq(users.role, 'admin'));
      const [a, b] = [await createSignedInUser(t, 'admin'), await createSignedInUser(t, 'admin')];
      const deleteB = () => t.app.inject({ method: 'DELETE', url: `/api/users/${b.id}`, headers: a.headers });
      const changeA = () =>
        t.app.inject({ method: 'PUT', url: `/api/users/${a.id}`, headers: b.headers, payload: change });
      // The change is sent first and the deletion a few more event-loop turns later each round, so the
      // two meet at every point of their way: both past the access check, one committed first, ...
      const demotionAnswer = changeA();
      for (let turn = 0; turn < round; turn++) await new Promise((resolve) => setImmediate(resolve));
      const [deletion, demotion] = await Promise.all([deleteB(), demotionAnswer]);
      const answers = [deletion, demotion];
      expect(
        answers.filter((answer) => answer.statusCode === 200),
        answers.map((answer) => `${answer.statusCode} ${answer.body}`).join('\n'),
      ).toHaveLength(1);
      const refused = answers.find((answer) => answer.statusCode !== 200);
      expect([401, 403, 409]).toContain(refused?.statusCode);
      expect(await activeAdmins()).toHaveLength(1);
      const code = refused ? json(refused).code : undefined;
      if (code === 'last_admin' || code === 'no_longer_admin') ruleAnswered = true;
    }
    expect(ruleAnswered).toBe(true);
  });

  it('an admin demoted while their change to another account is on its way: the change lands only if they were still an admin', async () => {
    // A demotes B while B suspends a student, meeting at a different point each round; the student's
    // status always matches B's answer. (The test below makes them meet under the lock every time.)
    for (let round = 0; round < 15; round++) {
      await t.db.update(users).set({ role: 'teacher' }).where(eq(users.role, 'admin'));
      const [a, b] = [await createSignedInUser(t, 'admin'), await createSignedInUser(t, 'admin')];
      const student = await createSignedInUser(t, 'student');
      const suspension = t.app.inject({
        method: 'PUT',
        url: `/api/users/${student.id}`,
        headers: b.headers,
        payload: { status: 'suspended' },
      });
      for (let turn = 0; turn < round; turn++) await new Promise((resolve) => setImmediate(resolve));
      const [demotion, suspended] = await Promise.all([
        t.app.inject({ method: 'PUT', url: `/api/users/${b.id}`, headers: a.headers, payload: { role: 'teacher' } }),
        suspension,
      ]);
      expect(demotion.statusCode, demotion.body).toBe(200);
      expect([200, 403], suspended.body).toContain(suspended.statusCode);
      const [row] = await t.db.select({ status: users.status }).from(users).where(eq(users.id, student.id));
      expect(row?.status).toBe(suspended.statusCode === 200 ? 'suspended' : 'active');
    }
  });

  // Only PostgreSQL lets a second connection hold the lock while the request waits for it.
  it.runIf(process.env.TEST_DB === 'postgres')(
    'an admin demoted while their change waits for the admin lock is refused under it with no_longer_admin',
    async () => {
      await t.db.update(users).set({ role: 'teacher' }).where(eq(users.role, 'admin'));
      const [, b] = [await createSignedInUser(t, 'admin'), await createSignedInUser(t, 'admin')];
      const student = await createSignedInUser(t, 'student');
      // Another connection takes the active-admin lock first, so B's change passes the access check
      // and then waits inside its transaction; B is demoted before the lock is let go.
      const holder = new pg.Client({ connectionString: t.database.url ?? '' });
      await holder.connect();
      try {
        await holder.query('begin');
        await holder.query("select id from users where role = 'admin' and status = 'active' order by id for update");
        const suspension = t.app.inject({
          method: 'PUT',
          url: `/api/users/${student.id}`,
          headers: b.headers,
          payload: { status: 'suspended' },
        });
        const waiting = async () => {
          const { rows } = await holder.query<{ n: number }>(
            "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
          );
          return rows[0]?.n;
        };
        await expect.poll(waiting, { timeout: 10_000 }).toBe(1);
        await holder.query("update users set role = 'teacher' where id = $1", [b.id]);
        await holder.query('commit');
        expectRefusal(await suspension, 403, 'no_longer_admin', userMessages.noLongerAdmin);
      } finally {
        await holder.end();
      }
      const [row] = await t.db.select({ status: users.status }).from(users).where(eq(users.id, student.id));
      expect(row?.status).toBe('active');
    },
  );
});
