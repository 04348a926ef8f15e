import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/db/schema';
import { databaseRefusedValueMessage } from '../../src/platform/errors';
import { digestToken, newSessionToken } from '../../src/platform/tokens';
import { createCourse, enrolIn } from '../helpers/courses';
import { createSignedInUser, createTestApp, json, type TestApp, type TestUser } from '../helpers/test-app';
import {
  badMultipartBodies,
  badPathValue,
  badQueryValue,
  badValue,
  leafPaths,
  type Operation,
  operationsOf,
  type Pools,
  poolFor,
  replaceAt,
  validFromSchema,
} from './generators';

/**
 * Drives every operation of the OpenAPI document with generated bad input as a visitor, a student
 * and a teacher. No answer may be a 5xx, and a refused request (4xx) must leave every table as it was.
 * FUZZ_SEED replays a run; FUZZ_RUNS sets how many requests it sends.
 */
const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const runs = Number(process.env.FUZZ_RUNS ?? (process.env.TEST_DB === 'postgres' ? 1500 : 5000));

type Role = 'visitor' | 'student' | 'teacher';

interface FuzzRequest {
  role: Role;
  operation: Operation;
  pathPicks: { index: number; bad: string | null }[];
  query: { name: string; value: string | string[] | null }[];
  body:
    | { kind: 'none' }
    | { kind: 'mutated'; mutations: { at: number; value: unknown }[] }
    | { kind: 'replaced'; value: unknown }
    | { kind: 'raw'; contentType: string; payload: string };
  wrongMethod: boolean;
}

let t: TestApp;
let people: Record<Exclude<Role, 'visitor'>, TestUser>;
let operations: Operation[];
const pools: Pools = { course: [], liveClass: [], lesson: [], user: [], review: [], resource: [], contact: [] };
let tables: string[];

/** Every table but the rate-limit counters, whose purpose is to record refused attempts. */
async function rowCounts(): Promise<Record<string, number>> {
  const select = tables.map((table) => `(select count(*) from "${table}")::int as "${table}"`).join(', ');
  const result = await t.db.execute(sql.raw(`select ${select}`));
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, number>[];
  return rows[0] ?? {};
}

/**
 * Where the write-ahead log stands: unchanged means nothing was written, so the row counts need not
 * be taken again. (On a shared PostgreSQL server other databases move it too; then counting happens.)
 */
async function walPosition(): Promise<string> {
  const result = await t.db.execute(sql`select pg_current_wal_insert_lsn()::text as lsn`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { lsn: string }[];
  return rows[0]?.lsn ?? '';
}

/**
 * A session for the role's user written directly, when a fuzzed request ended the previous one
 * (sign-out, password change); a user the fuzzer erased (it knows their password) is replaced.
 */
async function renewSession(role: Exclude<Role, 'visitor'>): Promise<void> {
  const user = people[role];
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.id, user.id));
  if (!row) {
    people[role] = await createSignedInUser(t, role);
    return;
  }
  const token = newSessionToken();
  await t.db
    .insert(sessions)
    .values({ userId: user.id, tokenHash: digestToken(token), expiresAt: new Date(Date.now() + 3_600_000) });
  user.token = token;
  user.headers = { authorization: `Bearer ${token}` };
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_FAILURES: '1000000', RATE_LIMIT_LOGIN_FAILURES_PER_IP: '1000000' });
  const [teacher, student] = await Promise.all([createSignedInUser(t, 'teacher'), createSignedInUser(t, 'student')]);
  people = { teacher, student };
  const courses = [await createCourse(t, teacher), await createCourse(t, teacher, { title: 'Second course' })];
  for (const course of courses) {
    pools.course.push(course.id);
    await enrolIn(t, student, course.id);
  }
  const courseId = courses[0]?.id ?? '';
  // Two of each, so deletions (which take the last) leave the first for everything else.
  for (const title of ['Fuzz class', 'Fuzz class two']) {
    const liveClass = await t.app.inject({
      method: 'POST',
      url: '/api/live-classes',
      headers: teacher.headers,
      payload: {
        title,
        courseId,
        subject: 'Algebra',
        startsAt: new Date(Date.now() + 3_600_000).toISOString(),
        durationMinutes: 60,
        meetingLink: 'https://meet.example.test/fuzz',
      },
    });
    pools.liveClass.push(json<{ liveClass: { id: string } }>(liveClass).liveClass.id);
    const lesson = await t.app.inject({
      method: 'POST',
      url: `/api/courses/${courseId}/lessons`,
      headers: teacher.headers,
      payload: { title, body: 'Text' },
    });
    pools.lesson.push(json<{ data: { id: string } }>(lesson).data.id);
  }
  const review = await t.app.inject({
    method: 'POST',
    url: `/api/courses/${courseId}/reviews`,
    headers: student.headers,
    payload: { rating: 4, comment: 'Good' },
  });
  if (review.statusCode < 300) pools.review.push(json<{ data: { id: string } }>(review).data.id);
  await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { name: 'Visitor', email: 'visitor@example.test', subject: 'Hello', message: 'A question' },
  });
  const contact = await t.db.execute(sql`select id from contact_messages`);
  const contactRows = (Array.isArray(contact) ? contact : (contact as { rows: unknown[] }).rows) as { id: string }[];
  pools.contact.push(...contactRows.map((row) => row.id));
  const bystander = await createSignedInUser(t, 'student');
  await enrolIn(t, bystander, courses[1]?.id ?? '');
  pools.user.push(teacher.id, student.id, bystander.id);

  const spec = json<{ paths: Record<string, Record<string, unknown>> }>(
    await t.app.inject({ method: 'GET', url: '/api/docs/json' }),
  );
  operations = operationsOf(spec);
  const tableRows = await t.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  tables = (
    (Array.isArray(tableRows) ? tableRows : (tableRows as { rows: unknown[] }).rows) as { table_name: string }[]
  )
    .map((row) => row.table_name)
    .filter((table) => !writtenOnTheirOwn.has(table));
}, 120_000);

afterAll(() => t?.close());

/**
 * Tables a refused request may still change, or that change between requests: rate-limit counters
 * record refused attempts on purpose, and a data export accepted earlier (202) is built after its
 * answer, writing its archive and queueing its email while later requests run.
 */
const writtenOnTheirOwn = new Set(['rate_limit_buckets', 'email_outbox', 'data_exports']);

function requestArbitrary(operation: Operation): fc.Arbitrary<FuzzRequest> {
  const jsonBody = operation.body
    ? fc.oneof(
        {
          weight: 6,
          arbitrary: fc
            .array(fc.record({ at: fc.nat(), value: badValue }), { minLength: 1, maxLength: 2 })
            .map((mutations) => ({ kind: 'mutated' as const, mutations })),
        },
        { weight: 2, arbitrary: badValue.map((value) => ({ kind: 'replaced' as const, value })) },
        {
          weight: 1,
          arbitrary: fc
            .constantFrom(
              { contentType: 'application/json', payload: '{"title": "unterminated' },
              { contentType: 'application/json', payload: '' },
              { contentType: 'application/json', payload: '{"__proto__": {"admin": true}}' },
              { contentType: 'application/json', payload: `${'['.repeat(5000)}${']'.repeat(5000)}` },
              { contentType: 'application/json', payload: JSON.stringify({ title: 'x'.repeat(1_100_000) }) },
              { contentType: 'text/plain', payload: 'title=plain' },
              { contentType: 'application/x-www-form-urlencoded', payload: 'title=a%00b' },
              { contentType: 'application/xml', payload: '<a/>' },
            )
            .map((raw) => ({ kind: 'raw' as const, ...raw })),
        },
      )
    : operation.multipart
      ? fc.constantFrom(...badMultipartBodies).map((raw) => ({ kind: 'raw' as const, ...raw }))
      : fc.constant({ kind: 'none' as const });
  return fc.record({
    role: fc.constantFrom<Role>('visitor', 'student', 'teacher'),
    operation: fc.constant(operation),
    pathPicks: fc.tuple(
      ...operation.pathParams.map(() =>
        fc.record({
          index: fc.nat(),
          bad: fc.oneof({ weight: 3, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: badPathValue }),
        }),
      ),
    ),
    query: fc.tuple(
      ...operation.query.map((parameter) =>
        fc.record({ name: fc.constant(parameter.name), value: fc.option(badQueryValue, { freq: 2, nil: null }) }),
      ),
    ),
    body: jsonBody,
    // One request in twenty uses a method the path does not have.
    wrongMethod: fc.nat(19).map((n) => n === 0),
  });
}

function resolve(
  request: FuzzRequest,
): Omit<InjectOptions, 'method'> & { method: string; url: string; payload?: string } {
  const { operation } = request;
  let index = 0;
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const pick = request.pathPicks[index++];
    if (pick?.bad != null) return pick.bad;
    const pool = pools[poolFor(operation.path, name)];
    // A deletion takes the last of a pool, so the first stays for the requests that follow.
    const at = operation.method === 'DELETE' ? pool.length - 1 : (pick?.index ?? 0) % pool.length;
    return pool[at] ?? '00000000-0000-4000-8000-000000000000';
  });
  const query = new URLSearchParams();
  const rawQuery: string[] = [];
  for (const parameter of request.query) {
    if (parameter.value === null) continue;
    for (const value of Array.isArray(parameter.value) ? parameter.value : [parameter.value]) {
      if (value.startsWith('%raw:')) rawQuery.push(`${encodeURIComponent(parameter.name)}=${value.slice(5)}`);
      else query.append(parameter.name, value);
    }
  }
  const queryString = [query.toString(), ...rawQuery].filter(Boolean).join('&');
  const url = queryString ? `${path}?${queryString}` : path;
  const headers: Record<string, string> = {};
  if (request.role !== 'visitor') Object.assign(headers, people[request.role].headers);
  let payload: string | undefined;
  if (request.body.kind === 'mutated' && operation.body) {
    const email = request.role === 'visitor' ? 'visitor@example.test' : people[request.role].email;
    let body = validFromSchema(operation.body, { pools, email });
    const leaves = leafPaths(body);
    for (const mutation of request.body.mutations) {
      const at = leaves[mutation.at % Math.max(leaves.length, 1)] ?? [];
      body = replaceAt(body, at, mutation.value);
    }
    payload = JSON.stringify(body);
    headers['content-type'] = 'application/json';
  } else if (request.body.kind === 'replaced') {
    payload = JSON.stringify(request.body.value) ?? 'null';
    headers['content-type'] = 'application/json';
  } else if (request.body.kind === 'raw') {
    payload = request.body.payload;
    headers['content-type'] = request.body.contentType;
  }
  return {
    method: request.wrongMethod ? 'PATCH' : operation.method,
    url,
    headers,
    ...(payload !== undefined ? { payload } : {}),
  };
}

/**
 * Sign-out, a password change or reset end sessions, and erasing the account (the fuzzer knows the
 * password) ends the user; the fuzzer then gives its users new sessions, or new users.
 */
const sessionMayHaveEnded = (url: string) =>
  /^\/api\/(auth\/logout|auth\/reset-password|users\/password|privacy\/account)/.test(url);

describe('every operation under generated bad input', () => {
  it('never answers 5xx, and refused requests write nothing', async () => {
    const started = Date.now();
    const arbitrary = fc.constantFrom(...operations).chain(requestArbitrary);
    const requests = fc.sample(arbitrary, { seed, numRuns: runs });
    const failures: string[] = [];
    const byStatus: Record<number, number> = {};
    const atStart = await rowCounts();
    let before = atStart;
    let wal = await walPosition();
    for (const [number, request] of requests.entries()) {
      const sent = resolve(request);
      const response = await t.app.inject(sent as InjectOptions);
      byStatus[response.statusCode] = (byStatus[response.statusCode] ?? 0) + 1;
      const describe = () =>
        `#${number} ${request.role} ${sent.method} ${sent.url.slice(0, 200)} ${(sent.payload ?? '').slice(0, 300)} -> ${response.statusCode} ${response.body.slice(0, 300)}`;
      if (response.statusCode >= 500) failures.push(describe());
      const isJson = (response.headers['content-type'] ?? '').toString().includes('application/json');
      if (response.statusCode >= 400 && isJson) {
        const body = json<{ success?: unknown; message?: unknown }>(response);
        if (body.success !== false || typeof body.message !== 'string')
          failures.push(`not the app's error shape: ${describe()}`);
        if (body.message === databaseRefusedValueMessage && !request.operation.multipart) {
          failures.push(`reached the database unchecked: ${describe()}`);
        }
      }
      const walNow = await walPosition();
      const after = walNow === wal ? before : await rowCounts();
      wal = walNow;
      if (response.statusCode >= 400 && response.statusCode < 500) {
        for (const table of tables) {
          if (after[table] !== before[table]) {
            failures.push(`${table} ${before[table]} -> ${after[table]} on a refused request: ${describe()}`);
          }
        }
      }
      before = after;
      if (sessionMayHaveEnded(sent.url)) {
        for (const role of ['teacher', 'student'] as const) {
          const check = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: people[role].headers });
          if (check.statusCode === 401) await renewSession(role);
        }
        before = await rowCounts();
        wal = await walPosition();
      }
      if (failures.length >= 50) break;
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const atEnd = await rowCounts();
    const rowsMoved = tables.map((table) => `${table} ${atStart[table]}->${atEnd[table]}`).join(', ');
    console.log(
      `fuzz (${process.env.TEST_DB ?? 'pglite'}): seed ${seed}, ${requests.length} requests over ${operations.length} operations in ${seconds} s; statuses ${JSON.stringify(byStatus)}. Replay with FUZZ_SEED=${seed}\nrows, checked unchanged after every refused request (start->end): ${rowsMoved}`,
    );
    expect(failures).toEqual([]);
    expect(requests.length).toBeGreaterThanOrEqual(Math.min(runs, 5000));
  }, 600_000);
});
