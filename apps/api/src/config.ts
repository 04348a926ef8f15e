import { isIP } from 'node:net';
import path from 'node:path';
import { FALLBACK_TIME_ZONE, isTimeZone } from '@tutorium/contract/time-zones';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const positiveInt = z.coerce
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .positive('must be above 0');

const urlWithScheme = (schemes: string[]) =>
  z
    .url({ error: `must be a URL starting with ${schemes.join(':// or ')}://` })
    .refine(
      (value) => schemes.some((scheme) => value.startsWith(`${scheme}://`)),
      `must be a URL starting with ${schemes.join(':// or ')}://`,
    );

const hourOfDay = z.coerce
  .number({ error: 'must be an hour' })
  .int('must be a whole number')
  .min(0, 'must be 0 to 23')
  .max(23, 'must be 0 to 23');

const weekday = z.coerce
  .number({ error: 'must be a weekday number' })
  .int('must be a whole number')
  .min(1, 'must be 1 (Monday) to 7 (Sunday)')
  .max(7, 'must be 1 (Monday) to 7 (Sunday)');

/** proxy-addr's names for whole ranges, which Fastify's trustProxy accepts beside addresses and CIDRs. */
const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (namedRanges.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Which hops in front of the server may say who the client is (X-Forwarded-For/-Proto/-Host):
 * none (false), all (true), the nearest N, or the listed addresses/CIDRs.
 */
const trustProxySetting = z.string().transform((value, ctx): boolean | number | string[] => {
  const text = value.trim().toLowerCase();
  if (['false', '0', 'no'].includes(text)) return false;
  if (['true', 'yes'].includes(text)) return true;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isAddressOrCidr(entry));
  if (bad.length === 0) return entries;
  ctx.issues.push({
    code: 'custom',
    input: value,
    message: `must be false, true, a hop count, or comma-separated proxy addresses/CIDRs such as 127.0.0.1,10.0.0.0/8 (not ${bad.map((entry) => `"${entry}"`).join(', ')})`,
  });
  return z.NEVER;
});

/** Origins (scheme://host[:port]) whose pages may call the API from the browser. */
const originList = z.string().transform((value, ctx): string[] => {
  const entries = value
    .split(',')
    .map((entry) => entry.trim().replace(/\/$/, ''))
    .filter((entry) => entry !== '');
  const bad = entries.filter((entry) => {
    try {
      const url = new URL(entry);
      return url.origin !== entry || !['http:', 'https:'].includes(url.protocol);
    } catch {
      return true;
    }
  });
  if (bad.length === 0) return entries;
  ctx.issues.push({
    code: 'custom',
    input: value,
    message: `must be comma-separated origins such as https://app.example.org,http://localhost:5173 (not ${bad.map((entry) => `"${entry}"`).join(', ')})`,
  });
  return z.NEVER;
});

/** Every setting Tutorium reads from the environment, with the defaults a newcomer needs. */
export const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int()
    .min(0)
    .max(65535, 'must be a port number')
    .default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: urlWithScheme(['postgres', 'postgresql']).optional(),
  REDIS_URL: urlWithScheme(['redis', 'rediss']).optional(),
  SMTP_URL: urlWithScheme(['smtp', 'smtps']).optional(),
  MAIL_FROM: z.string().min(3).default('Tutorium <no-reply@tutorium.local>'),
  PUBLIC_URL: z.url({ error: 'must be a URL such as http://localhost:3000' }).optional(),
  SEED_DEMO: booleanFlag.default(true),
  CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/, 'must be a three-letter ISO 4217 code such as USD')
    .default('USD'),
  TIME_ZONE: z
    .string()
    .trim()
    .refine(isTimeZone, 'must be an IANA time zone such as Asia/Kolkata or UTC')
    .default(FALLBACK_TIME_ZONE),
  SESSION_TTL_DAYS: positiveInt.default(30),
  INVITATION_TTL_HOURS: positiveInt.max(720, 'must be at most 720 (30 days)').default(72),
  RATE_LIMIT_WINDOW_MINUTES: positiveInt.default(15),
  RATE_LIMIT_LOGIN_FAILURES: positiveInt.default(5),
  RATE_LIMIT_LOGIN_FAILURES_PER_IP: positiveInt.default(50),
  RATE_LIMIT_REQUESTS: positiveInt.default(20),
  RATE_LIMIT_REQUESTS_PER_ACCOUNT: positiveInt.default(5),
  RATE_LIMIT_EXPORTS_PER_DAY: positiveInt.default(3),
  DEVICE_COOKIE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TRUST_PROXY: trustProxySetting.default(false),
  CORS_ORIGINS: originList.default([]),
  RESOURCE_MAX_MB: positiveInt.default(50),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name: 3-63 lowercase letters, digits, dots or hyphens',
    )
    .optional(),
  S3_ENDPOINT: urlWithScheme(['http', 'https']).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  AWS_REGION: z.string().min(1).optional(),
  AWS_ACCESS_KEY_ID: z.string().min(1).optional(),
  AWS_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  AWS_SESSION_TOKEN: z.string().min(1).optional(),
  DB_STATEMENT_TIMEOUT_MS: positiveInt.default(10_000),
  REQUEST_TIMEOUT_MS: positiveInt.default(30_000),
  LOG_PRETTY: booleanFlag.optional(),
  REPORT_CONCURRENCY: positiveInt.default(2),
  REPORT_TIMEOUT_SECONDS: positiveInt.default(10),
  REPORT_CACHE_SECONDS: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .default(60),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  OUTBOX_POLL_MS: positiveInt.default(1000),
  OUTBOX_RETRY_BASE_MS: positiveInt.default(30_000),
  OUTBOX_MAX_ATTEMPTS: positiveInt.default(10),
  REMINDER_CHECK_SECONDS: positiveInt.default(60),
  AT_RISK_DIGEST_DAY: weekday.default(1),
  AT_RISK_DIGEST_HOUR: hourOfDay.default(7),
  GUARDIAN_ABSENCE_EMAIL_HOUR: hourOfDay.default(18),
  GUARDIAN_SUMMARY_DAY: weekday.default(6),
  GUARDIAN_SUMMARY_HOUR: hourOfDay.default(9),
  GUARDIAN_ALERT_CHECK_SECONDS: positiveInt.default(600),
  FEE_SEAT_HOLD_DAYS: positiveInt.default(3),
  FEE_REMINDER_DAYS_BEFORE: positiveInt.default(3),
  FEE_CHECK_SECONDS: positiveInt.default(600),
  STRIPE_SECRET_KEY: z.string().min(8, 'must be a Stripe secret key such as sk_test_…').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(8, 'must be the webhook signing secret such as whsec_…').optional(),
  STRIPE_API_URL: urlWithScheme(['http', 'https']).optional(),
  SHUTDOWN_TIMEOUT_MS: positiveInt.default(10_000),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  METRICS_PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int()
    .min(1)
    .max(65535, 'must be a port number')
    .optional(),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  seedDemo: boolean;
  currency: string;
  /** The institute's IANA time zone: the zone of users who have none, and of visitors. */
  timeZone: string;
  sessionTtlMs: number;
  /** How long the code in an admin's invitation (a new account choosing its password) works. */
  invitationTtlMs: number;
  rateLimit: {
    windowMs: number;
    loginFailuresPerAccount: number;
    loginFailuresPerIp: number;
    requestsPerIp: number;
    requestsPerAccount: number;
    /** Data exports one account may ask for in a day (each builds an archive and sends an email). */
    exportsPerDay: number;
  };
  /** Signs device cookies; unset, the server makes one and keeps it in the database. */
  deviceCookieSecret: string | undefined;
  trustProxy: boolean | number | string[];
  corsOrigins: string[];
  resourceMaxBytes: number;
  /** Uploaded files go to this S3-compatible bucket when set, else to DATA_DIR. */
  s3: S3Config | undefined;
  /** PostgreSQL statement timeout, and the longest wait for a pooled connection. */
  dbStatementTimeoutMs: number;
  /** The longest a request may take from routing to its answer before it is answered 503. */
  requestTimeoutMs: number;
  reports: { concurrency: number; statementTimeoutMs: number; cacheMs: number };
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Readable log lines instead of JSON: on a terminal unless LOG_PRETTY says otherwise. */
  logPretty: boolean;
  webDistDir: string | undefined;
  outbox: { pollMs: number; retryBaseMs: number; maxAttempts: number };
  reminderCheckMs: number;
  /** The weekly at-risk email: ISO weekday (1 Monday … 7 Sunday) and hour, in UTC. */
  atRiskDigest: { day: number; hour: number };
  /**
   * Guardians' emails, in the institute's TIME_ZONE: the day's absences from `absenceHour`, and the
   * weekly summary on ISO weekday `summaryDay` (1 Monday … 7 Sunday) from `summaryHour`.
   */
  /** `checkMs`: how often each instance looks whether the day's absence emails or the week's summaries are due. */
  guardianAlerts: { absenceHour: number; summaryDay: number; summaryHour: number; checkMs: number };
  /**
   * Fees (docs/product.md, "Fees"): how long an unpaid seat is held where access waits for payment, how
   * many days before a due date the reminder goes, and how often each instance looks for due work.
   */
  fees: { seatHoldDays: number; reminderDaysBefore: number; checkMs: number };
  /** Online payments through Stripe Checkout when both keys are set; `apiUrl` points the SDK elsewhere (a test stand-in). */
  stripe: { secretKey: string; webhookSecret: string; apiUrl: string | undefined } | undefined;
  shutdownTimeoutMs: number;
  metrics: { token: string | undefined; port: number | undefined };
}

export interface S3Config {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  forcePathStyle: boolean;
  /** From AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY; unset leaves the AWS SDK's own lookup (profiles, instance roles). */
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string } | undefined;
}

export class ConfigError extends Error {}

/** Reads the environment; a bad value stops start-up with a message naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_WEBHOOK_SECRET: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together',
    );
  }
  if (!e.S3_BUCKET && (e.S3_ENDPOINT || e.S3_REGION)) {
    throw new ConfigError('Invalid configuration:\n  S3_BUCKET: must be set when S3_ENDPOINT or S3_REGION is');
  }
  if (Boolean(e.AWS_ACCESS_KEY_ID) !== Boolean(e.AWS_SECRET_ACCESS_KEY) && e.S3_BUCKET) {
    throw new ConfigError(
      'Invalid configuration:\n  AWS_SECRET_ACCESS_KEY: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY must be set together',
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://${e.HOST === '0.0.0.0' ? 'localhost' : e.HOST}:${e.PORT}`).replace(/\/$/, ''),
    seedDemo: e.SEED_DEMO,
    currency: e.CURRENCY,
    timeZone: e.TIME_ZONE,
    sessionTtlMs: e.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    invitationTtlMs: e.INVITATION_TTL_HOURS * 60 * 60 * 1000,
    rateLimit: {
      windowMs: e.RATE_LIMIT_WINDOW_MINUTES * 60 * 1000,
      loginFailuresPerAccount: e.RATE_LIMIT_LOGIN_FAILURES,
      loginFailuresPerIp: e.RATE_LIMIT_LOGIN_FAILURES_PER_IP,
      requestsPerIp: e.RATE_LIMIT_REQUESTS,
      requestsPerAccount: e.RATE_LIMIT_REQUESTS_PER_ACCOUNT,
      exportsPerDay: e.RATE_LIMIT_EXPORTS_PER_DAY,
    },
    deviceCookieSecret: e.DEVICE_COOKIE_SECRET,
    trustProxy: e.TRUST_PROXY,
    corsOrigins: e.CORS_ORIGINS,
    resourceMaxBytes: e.RESOURCE_MAX_MB * 1024 * 1024,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION ?? e.AWS_REGION ?? 'us-east-1',
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
          credentials:
            e.AWS_ACCESS_KEY_ID && e.AWS_SECRET_ACCESS_KEY
              ? {
                  accessKeyId: e.AWS_ACCESS_KEY_ID,
                  secretAccessKey: e.AWS_SECRET_ACCESS_KEY,
                  ...(e.AWS_SESSION_TOKEN ? { sessionToken: e.AWS_SESSION_TOKEN } : {}),
                }
              : undefined,
        }
      : undefined,
    dbStatementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    reports: {
      concurrency: e.REPORT_CONCURRENCY,
      statementTimeoutMs: e.REPORT_TIMEOUT_SECONDS * 1000,
      cacheMs: e.REPORT_CACHE_SECONDS * 1000,
    },
    logLevel: e.LOG_LEVEL,
    logPretty: e.LOG_PRETTY ?? Boolean(process.stdout.isTTY),
    webDistDir: e.WEB_DIST_DIR,
    outbox: { pollMs: e.OUTBOX_POLL_MS, retryBaseMs: e.OUTBOX_RETRY_BASE_MS, maxAttempts: e.OUTBOX_MAX_ATTEMPTS },
    reminderCheckMs: e.REMINDER_CHECK_SECONDS * 1000,
    atRiskDigest: { day: e.AT_RISK_DIGEST_DAY, hour: e.AT_RISK_DIGEST_HOUR },
    guardianAlerts: {
      absenceHour: e.GUARDIAN_ABSENCE_EMAIL_HOUR,
      summaryDay: e.GUARDIAN_SUMMARY_DAY,
      summaryHour: e.GUARDIAN_SUMMARY_HOUR,
      checkMs: e.GUARDIAN_ALERT_CHECK_SECONDS * 1000,
    },
    fees: {
      seatHoldDays: e.FEE_SEAT_HOLD_DAYS,
      reminderDaysBefore: e.FEE_REMINDER_DAYS_BEFORE,
      checkMs: e.FEE_CHECK_SECONDS * 1000,
    },
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiUrl: e.STRIPE_API_URL }
        : undefined,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT },
  };
}
