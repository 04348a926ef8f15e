import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Role } from '@tutorium/contract/roles';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { sessions, users } from '../../src/db/schema';
import { hashSecret } from '../../src/platform/passwords';
import {
  createPostgresRateLimitStore,
  createRedisRateLimitStore,
  type RateLimitStore,
} from '../../src/platform/rate-limit-store';
import { digestToken, newSessionToken } from '../../src/platform/tokens';
import { type SmtpSink, startSmtpSink } from './smtp-sink';
import { openTestDatabase, type TestDatabaseHandle } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  database: TestDatabaseHandle;
  mail: SmtpSink;
  config: Config;
  close(): Promise<void>;
}

/** Where rate-limit counters live: the test database, or Redis (needs REDIS_URL). */
export type StoreKind = 'database' | 'redis';

/** The stores this run can test: always the database, and Redis when REDIS_URL is set. */
export const availableStores: StoreKind[] = process.env.REDIS_URL ? ['database', 'redis'] : ['database'];

function createStore(kind: StoreKind, database: TestDatabaseHandle): RateLimitStore {
  if (kind === 'database') return createPostgresRateLimitStore(database.db);
  const url = process.env.REDIS_URL;
  if (!url) throw new Error('the Redis rate-limit store needs REDIS_URL');
  // A prefix of its own, so no other test file's counters (for 127.0.0.1, say) reach this app.
  return createRedisRateLimitStore(url, { prefix: `tutorium-test:${randomUUID()}:` });
}

/**
 * The real app on a fresh database, mailing a real SMTP sink. `env` overrides configuration.
 * `sharing` makes a second instance on another app's database and sink (closed with that app).
 * The outbox worker does not run: tests call `t.app.outbox.drain()` to deliver queued email.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    now?: () => Date;
    store?: StoreKind;
    sharing?: TestApp;
    rateLimitStore?: RateLimitStore;
    logStream?: { write(line: string): void };
  } = {},
): Promise<TestApp> {
  const { sharing } = options;
  const [database, mail, dataDir] = await Promise.all([
    sharing?.database ??
      openTestDatabase(env.DB_STATEMENT_TIMEOUT_MS ? { statementTimeoutMs: Number(env.DB_STATEMENT_TIMEOUT_MS) } : {}),
    sharing?.mail ?? startSmtpSink(),
    mkdtemp(path.join(tmpdir(), 'tutorium-test-data-')),
  ]);
  const config = loadConfig({
    DATA_DIR: dataDir,
    SMTP_URL: mail.url,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    RATE_LIMIT_REQUESTS: '10000',
    RATE_LIMIT_REQUESTS_PER_ACCOUNT: '10000',
    RATE_LIMIT_EXPORTS_PER_DAY: '10000',
    // Tests read figures right after writing; the few seconds' reuse of admin-wide figures is tested on its own.
    REPORT_CACHE_SECONDS: '0',
    ...env,
  });
  const rateLimitStore = options.rateLimitStore ?? createStore(options.store ?? 'database', database);
  const app = await buildApp({
    config,
    database,
    rateLimitStore,
    ...(options.now ? { now: options.now } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
    refuseUndeclaredCodes: true,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    mail,
    config,
    close: async () => {
      await app.close();
      if (!options.rateLimitStore) await rateLimitStore.close();
      await rm(dataDir, { recursive: true, force: true });
      if (!sharing) await Promise.all([database.close(), mail.close()]);
    },
  };
}

/**
 * The file's (or describe block's) app: `createTestApp` in a `beforeAll` hook, closed in an `afterAll`
 * hook. The object it returns is filled in when the hook runs, so read it only inside tests and hooks.
 * `env` may be a function, for configuration that is only known once earlier hooks have run.
 */
export function useTestApp(
  env: Record<string, string> | (() => Promise<Record<string, string>>) = {},
  options: Parameters<typeof createTestApp>[1] = {},
): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(typeof env === 'function' ? await env() : env, options));
  });
  // `close` is missing when the app never opened (its hook failed, or the block was skipped).
  afterAll(() => t.close?.());
  return t;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function json<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return response.json() as T;
}

/** Checks a refusal: its status, and a body that is exactly `{ success: false, code, message }`. */
export function expectRefusal(response: LightMyRequestResponse, status: number, code: string, message: string): void {
  expect(response.statusCode).toBe(status);
  expect(json(response)).toEqual({ success: false, code, message });
}

/** Who sends a request (a visitor when `as` is left out), and its JSON body. */
export interface SendOptions {
  as?: TestUser;
  payload?: object | string;
}

type SendMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One request to the app: the call most tests make, in one line. */
export function send(
  t: TestApp,
  method: SendMethod,
  url: string,
  { as, payload }: SendOptions = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({ method, url, headers: as ? as.headers : {}, ...(payload === undefined ? {} : { payload }) });
}

/**
 * The status each caller gets for the same request, in order (`null` is a visitor), sent one after
 * another: a table of who is refused, e.g. `[null, student, teacher]` → `[401, 403, 403]`.
 */
export async function statusesFor(
  t: TestApp,
  method: SendMethod,
  url: string,
  callers: readonly (TestUser | null)[],
  payload?: SendOptions['payload'],
): Promise<number[]> {
  const statuses: number[] = [];
  for (const caller of callers) {
    statuses.push((await send(t, method, url, { ...(caller ? { as: caller } : {}), payload })).statusCode);
  }
  return statuses;
}

/** POST /api/auth/login through `portal` (the student sign-in, the guardian one, or the staff one, which the API calls admin). */
export function signIn(
  t: TestApp,
  credentials: { email: string; password: string },
  portal: 'student' | 'guardian' | 'admin',
): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { ...credentials, role: portal } });
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  role: Role;
  token: string;
  headers: { authorization: string };
}

/** Inserts an account (admins cannot register) and signs it in through the API. */
export async function createSignedInUser(
  t: TestApp,
  role: Role,
  fields: Partial<typeof users.$inferInsert> = {},
): Promise<TestUser> {
  const email = fields.email ?? `${role}-${randomUUID().slice(0, 8)}@example.test`;
  const password = 'correct horse battery';
  const [row] = await t.db
    .insert(users)
    .values({
      name: `Test ${role}`,
      role,
      // Like an account that confirmed its address; pass `emailVerifiedAt: null` for one that has not.
      emailVerifiedAt: new Date(),
      ...fields,
      email,
      passwordHash: await hashSecret(password),
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user not inserted');
  const response = await signIn(t, { email, password }, role === 'student' || role === 'guardian' ? role : 'admin');
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const token = json<{ token: string }>(response).token;
  return { id: row.id, email, password, role, token, headers: bearer(token) };
}

/** Signed-in students with these names, created one after another (lists sorted by age see that order). */
export async function createStudentsNamed<const Names extends readonly string[]>(
  t: TestApp,
  names: Names,
): Promise<{ [K in keyof Names]: TestUser }> {
  const students: TestUser[] = [];
  for (const name of names) students.push(await createSignedInUser(t, 'student', { name }));
  return students as { [K in keyof Names]: TestUser };
}

/** An account for `createSignedInUser`: its role, and the columns to set on it. */
export type Account = Role | [Role, Partial<typeof users.$inferInsert>];

/**
 * Students for `useSignedInUsers`, each named as given and listed under its name in lower case, in order:
 * `students('Ana', 'Ben')` is `{ ana: ['student', { name: 'Ana' }], ben: ['student', { name: 'Ben' }] }`.
 */
export function students<const Name extends string>(...names: Name[]): Record<Lowercase<Name>, Account> {
  const entries = names.map((name): [string, Account] => [name.toLowerCase(), ['student', { name }]]);
  return Object.fromEntries(entries) as Record<Lowercase<Name>, Account>;
}

/**
 * Accounts signed in, in a `beforeAll` hook, under the names `accounts` gives them. Call after
 * `useTestApp`, whose hook runs first; like its app, each user is filled in when the hook runs.
 */
export function useSignedInUsers<const Name extends string>(
  t: TestApp,
  accounts: Record<Name, Account>,
): Record<Name, TestUser> {
  const entries = Object.entries<Account>(accounts);
  const signedIn = Object.fromEntries(entries.map(([name]) => [name, {} as TestUser])) as Record<Name, TestUser>;
  beforeAll(async () => {
    // One after another, so accounts are created in the order given (lists sorted by age see that order).
    for (const [name, account] of entries) {
      const [role, fields] = typeof account === 'string' ? [account, {}] : account;
      Object.assign(signedIn[name as Name], await createSignedInUser(t, role, fields));
    }
  });
  return signedIn;
}

let sharedHash: Promise<string> | null = null;

/** Many signed-in accounts at once, with sessions written directly: for tests that need a crowd. */
export async function createSignedInUsers(t: TestApp, role: Role, howMany: number): Promise<TestUser[]> {
  sharedHash ??= hashSecret('correct horse battery');
  const passwordHash = await sharedHash;
  const batch = randomUUID().slice(0, 8);
  const rows = await t.db
    .insert(users)
    .values(
      Array.from({ length: howMany }, (_, i) => ({
        name: `Crowd ${role} ${i}`,
        email: `${role}-${batch}-${i}@example.test`,
        role,
        passwordHash,
        // Signed in like the accounts of createSignedInUser, whose sign-in stamps this.
        firstSignedInAt: new Date(),
      })),
    )
    .returning({ id: users.id, email: users.email });
  const tokens = rows.map(() => newSessionToken());
  await t.db.insert(sessions).values(
    rows.map((row, i) => ({
      userId: row.id,
      tokenHash: digestToken(tokens[i] ?? ''),
      expiresAt: new Date(Date.now() + 3_600_000),
    })),
  );
  return rows.map((row, i) => {
    const token = tokens[i] ?? '';
    return { id: row.id, email: row.email, password: 'correct horse battery', role, token, headers: bearer(token) };
  });
}
