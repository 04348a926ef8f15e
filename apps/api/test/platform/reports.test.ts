import type { TeacherDashboard } from '@tutorium/contract/dashboard';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ReportRunner } from '../../src/platform/reports';
import { createCourse, enrolIn } from '../helpers/courses';
import { createSignedInUser, json, type TestUser, useTestApp } from '../helpers/test-app';

const t = useTestApp({ REPORT_CACHE_SECONDS: '300' });

/** A promise and the function that settles it, to hold a computation open until the test says so. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

const limits = { concurrency: 1, statementTimeoutMs: 10_000, cacheMs: 0 };

/** A report that answers how many times it has been computed (the first time 1), once `ready` settles. */
function countingComputation(ready: Promise<unknown> = Promise.resolve()) {
  let computations = 0;
  return async () => {
    computations += 1;
    await ready;
    return computations;
  };
}

describe('report runner', () => {
  it('shares one computation between identical requests in flight', async () => {
    const runner = new ReportRunner(t.db, limits);
    const held = gate();
    const compute = countingComputation(held.opened);
    const first = runner.run('same', compute, { cacheable: false });
    const second = runner.run('same', compute, { cacheable: false });
    held.open();
    expect(await Promise.all([first, second])).toEqual([1, 1]);
    expect(await runner.run('same', compute, { cacheable: false })).toBe(2);
  });

  it('runs no more reports at once than its limit; the others wait their turn', async () => {
    const runner = new ReportRunner(t.db, limits);
    const held = gate();
    const started: string[] = [];
    const first = runner.run(
      'first',
      async () => {
        started.push('first');
        await held.opened;
      },
      { cacheable: false },
    );
    const second = runner.run(
      'second',
      async () => {
        started.push('second');
      },
      { cacheable: false },
    );
    try {
      await vi.waitFor(() => expect(started).toContain('first'));
      expect(started).toEqual(['first']);
    } finally {
      held.open();
    }
    await Promise.all([first, second]);
    expect(started).toEqual(['first', 'second']);
  });

  it('reuses a cacheable result and recomputes one that is not', async () => {
    const runner = new ReportRunner(t.db, { ...limits, cacheMs: 300_000 });
    const compute = countingComputation();
    await runner.run('cached', compute, { cacheable: true });
    expect(await runner.run('cached', compute, { cacheable: true })).toBe(1);
    await runner.run('fresh', compute, { cacheable: false });
    expect(await runner.run('fresh', compute, { cacheable: false })).toBe(3);
  });

  it('answers an expired result at once while one refresh runs behind it', async () => {
    const runner = new ReportRunner(t.db, { ...limits, cacheMs: 1 });
    const compute = countingComputation();
    expect(await runner.run('stale', compute, { cacheable: true })).toBe(1);
    await vi.waitFor(async () => expect(await runner.run('stale', compute, { cacheable: true })).toBeGreaterThan(1));
  });

  it('runs reports read-only and lets a failure reach the caller without blocking the next', async () => {
    const runner = new ReportRunner(t.db, limits);
    await expect(
      runner.run('write', (db) => db.execute(sql`create table not_allowed (id int)`), { cacheable: false }),
    ).rejects.toThrow();
    expect(await runner.run('next', async () => 'answered', { cacheable: false })).toBe('answered');
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'cancels a report query that outlives the statement timeout',
    async () => {
      const runner = new ReportRunner(t.db, { ...limits, statementTimeoutMs: 50 });
      await expect(
        runner.run('slow', (db) => db.execute(sql`select pg_sleep(30)`), { cacheable: false }),
      ).rejects.toThrow();
    },
  );
});

describe('dashboard figures', () => {
  let admin: TestUser;
  let teacher: TestUser;
  let student: TestUser;

  beforeAll(async () => {
    [admin, teacher, student] = await Promise.all([
      createSignedInUser(t, 'admin'),
      createSignedInUser(t, 'teacher'),
      createSignedInUser(t, 'student'),
    ]);
  });

  const dashboard = async (user: TestUser) =>
    json<{ data: TeacherDashboard }>(
      await t.app.inject({ method: 'GET', url: '/api/dashboard/teacher', headers: user.headers }),
    ).data;

  it("reuses the platform-wide figures for a few seconds; a teacher's own are always fresh", async () => {
    const courseId = (await createCourse(t, teacher)).id;
    const [adminBefore, teacherBefore] = await Promise.all([dashboard(admin), dashboard(teacher)]);
    expect(teacherBefore.totalEnrollments).toBe(0);
    expect((await enrolIn(t, student, courseId)).statusCode).toBe(201);
    expect((await dashboard(teacher)).totalEnrollments).toBe(1);
    expect(await dashboard(admin)).toEqual(adminBefore);
  });
});
