import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { sessions } from '../src/db/schema';
import { createPostgresRateLimitStore } from '../src/platform/rate-limit-store';
import { digestToken, newSessionToken } from '../src/platform/tokens';
import { generate } from './generate';

/**
 * `npm run bench`: times the dashboard, analytics and list endpoints on 200 courses, 5,000 students
 * and 200,000 attendance records, through the real app (in-process requests, no network). PGlite by
 * default; BENCH_DATABASE_URL points it at a PostgreSQL database instead (it must be empty).
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);

async function main() {
  const url = process.env.BENCH_DATABASE_URL;
  const database = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir: null });
  await database.migrate();
  const now = new Date();
  const generatedAt = performance.now();
  const data = await generate(database.db, now);
  console.log(`Generated ${JSON.stringify(data.counts)} in ${((performance.now() - generatedAt) / 1000).toFixed(1)} s`);

  const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent', DATA_DIR: '/tmp/tutorium-bench' });
  const app = await buildApp({ config, database, rateLimitStore: createPostgresRateLimitStore(database.db) });
  const bearer = async (userId: string) => {
    const token = newSessionToken();
    await database.db
      .insert(sessions)
      .values({ userId, tokenHash: digestToken(token), expiresAt: new Date(Date.now() + 3_600_000) });
    return { authorization: `Bearer ${token}` };
  };
  const [teacher, admin, student] = await Promise.all([
    bearer(data.teacher.id),
    bearer(data.admin.id),
    bearer(data.student.id),
  ]);

  const cases: [string, string, Record<string, string>][] = [
    ['teacher dashboard (20 courses)', '/api/dashboard/teacher', teacher],
    ['admin dashboard (200 courses)', '/api/dashboard/teacher', admin],
    ['teacher analytics', '/api/analytics/teacher', teacher],
    ['admin analytics', '/api/analytics/teacher', admin],
    ['performance, sorted by attendance', '/api/analytics/performance?sort=attendance&pageSize=50', teacher],
    ['course attendance stats', `/api/attendance/stats/${data.course}`, teacher],
    ['student dashboard', '/api/dashboard/student', student],
    ['student progress', '/api/progress/me', student],
    ['catalogue, most popular', '/api/courses?sort=popular', {}],
    ['teacher directory', '/api/users/teachers', {}],
  ];
  const results: string[] = ['| endpoint | median ms | p95 ms |', '|---|---:|---:|'];
  for (const [name, path, headers] of cases) {
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const started = performance.now();
      const response = await app.inject({ method: 'GET', url: path, headers });
      times.push(performance.now() - started);
      if (response.statusCode !== 200)
        throw new Error(`${name}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(1);
    results.push(`| ${name} | ${at(0.5)} | ${at(0.95)} |`);
  }
  console.log(`\n${results.join('\n')}\n\n(${ROUNDS} rounds each, ${database.kind})`);
  await app.close();
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
