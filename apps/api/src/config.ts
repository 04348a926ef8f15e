import path from 'node:path';
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

/** Every setting Tutorium reads from the environment, with the defaults a newcomer needs. */
const envSchema = z.object({
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
  SESSION_TTL_DAYS: positiveInt.default(30),
  RATE_LIMIT_WINDOW_MINUTES: positiveInt.default(15),
  RATE_LIMIT_LOGIN_FAILURES: positiveInt.default(5),
  RATE_LIMIT_LOGIN_FAILURES_PER_IP: positiveInt.default(50),
  RATE_LIMIT_REQUESTS: positiveInt.default(20),
  RATE_LIMIT_REQUESTS_PER_ACCOUNT: positiveInt.default(5),
  RESOURCE_MAX_MB: positiveInt.default(50),
  REPORT_CONCURRENCY: positiveInt.default(2),
  REPORT_TIMEOUT_SECONDS: positiveInt.default(10),
  REPORT_CACHE_SECONDS: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .default(5),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
});

export type Env = z.input<typeof envSchema>;

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
  sessionTtlMs: number;
  rateLimit: {
    windowMs: number;
    loginFailuresPerAccount: number;
    loginFailuresPerIp: number;
    requestsPerIp: number;
    requestsPerAccount: number;
  };
  resourceMaxBytes: number;
  reports: { concurrency: number; statementTimeoutMs: number; cacheMs: number };
  logLevel: string;
  webDistDir: string | undefined;
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
    sessionTtlMs: e.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    rateLimit: {
      windowMs: e.RATE_LIMIT_WINDOW_MINUTES * 60 * 1000,
      loginFailuresPerAccount: e.RATE_LIMIT_LOGIN_FAILURES,
      loginFailuresPerIp: e.RATE_LIMIT_LOGIN_FAILURES_PER_IP,
      requestsPerIp: e.RATE_LIMIT_REQUESTS,
      requestsPerAccount: e.RATE_LIMIT_REQUESTS_PER_ACCOUNT,
    },
    resourceMaxBytes: e.RESOURCE_MAX_MB * 1024 * 1024,
    reports: {
      concurrency: e.REPORT_CONCURRENCY,
      statementTimeoutMs: e.REPORT_TIMEOUT_SECONDS * 1000,
      cacheMs: e.REPORT_CACHE_SECONDS * 1000,
    },
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR,
  };
}
