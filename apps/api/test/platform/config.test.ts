import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, envSchema, loadConfig } from '../../src/config';

describe('loadConfig', () => {
  it('has safe defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      redisUrl: undefined,
      smtpUrl: undefined,
      seedDemo: true,
      currency: 'USD',
      timeZone: 'UTC',
      publicUrl: 'http://127.0.0.1:3000',
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('reads every setting', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/tmp/tutorium',
      DATABASE_URL: 'postgres://u@db:5432/tutorium',
      REDIS_URL: 'redis://cache:6379',
      SMTP_URL: 'smtp://mail:25',
      MAIL_FROM: 'School <hi@school.test>',
      PUBLIC_URL: 'https://school.test/',
      SEED_DEMO: 'false',
      CURRENCY: 'INR',
      TIME_ZONE: 'Asia/Kolkata',
      RATE_LIMIT_LOGIN_FAILURES: '7',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/tmp/tutorium',
      databaseUrl: 'postgres://u@db:5432/tutorium',
      publicUrl: 'https://school.test',
      seedDemo: false,
      currency: 'INR',
      timeZone: 'Asia/Kolkata',
      rateLimit: { loginFailuresPerAccount: 7 },
    });
  });

  it('keeps an invitation valid for 72 hours unless INVITATION_TTL_HOURS says otherwise, at most 30 days', () => {
    expect(loadConfig({}).invitationTtlMs).toBe(72 * 60 * 60 * 1000);
    expect(loadConfig({ INVITATION_TTL_HOURS: '168' }).invitationTtlMs).toBe(168 * 60 * 60 * 1000);
    expect(() => loadConfig({ INVITATION_TTL_HOURS: '0' })).toThrow('INVITATION_TTL_HOURS: must be above 0');
    expect(() => loadConfig({ INVITATION_TTL_HOURS: '721' })).toThrow(
      'INVITATION_TTL_HOURS: must be at most 720 (30 days)',
    );
  });

  it('trusts no proxy, allows no other origin and keeps the device-cookie secret in the database by default', () => {
    expect(loadConfig({})).toMatchObject({ trustProxy: false, corsOrigins: [], deviceCookieSecret: undefined });
  });

  it.each([
    ['false', false],
    ['true', true],
    ['2', 2],
    ['127.0.0.1', ['127.0.0.1']],
    [' 10.0.0.0/8 , ::1,fd00::/8 ', ['10.0.0.0/8', '::1', 'fd00::/8']],
    ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('reads CORS_ORIGINS as a list of origins', () => {
    expect(loadConfig({ CORS_ORIGINS: 'https://app.example.org, http://localhost:5173/' }).corsOrigins).toEqual([
      'https://app.example.org',
      'http://localhost:5173',
    ]);
  });

  it('explains a bad TRUST_PROXY', () => {
    expect(() => loadConfig({ TRUST_PROXY: '127.0.0.1,proxy.local' })).toThrow(
      /TRUST_PROXY: must be false, true, a hop count, or comma-separated proxy addresses\/CIDRs .*"proxy\.local"/,
    );
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://db/x'],
    ['REDIS_URL', 'localhost:6379'],
    ['SMTP_URL', 'http://mail'],
    ['SEED_DEMO', 'maybe'],
    ['CURRENCY', 'dollars'],
    ['TIME_ZONE', 'Mars/Olympus_Mons'],
    ['TIME_ZONE', '+05:30'],
    ['RATE_LIMIT_LOGIN_FAILURES', '0'],
    ['TRUST_PROXY', 'nginx'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', '127.0.0.1,300.1.1.1'],
    ['TRUST_PROXY', '-1'],
    ['CORS_ORIGINS', 'app.example.org'],
    ['CORS_ORIGINS', 'https://app.example.org/path'],
    ['CORS_ORIGINS', 'ftp://files.example.org'],
    ['DEVICE_COOKIE_SECRET', 'too-short'],
    ['S3_BUCKET', 'My_Bucket'],
    ['S3_ENDPOINT', 'minio:9000'],
    ['S3_FORCE_PATH_STYLE', 'sometimes'],
  ])('stops on a bad %s naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  it('keeps files under DATA_DIR unless S3_BUCKET is set, then reads the S3 settings', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: 'tutorium-files', AWS_REGION: 'eu-west-1' }).s3).toEqual({
      bucket: 'tutorium-files',
      endpoint: undefined,
      region: 'eu-west-1',
      forcePathStyle: false,
      credentials: undefined,
    });
    expect(
      loadConfig({
        S3_BUCKET: 'tutorium-files',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'auto',
        S3_FORCE_PATH_STYLE: 'true',
        AWS_ACCESS_KEY_ID: 'key',
        AWS_SECRET_ACCESS_KEY: 'secret',
      }).s3,
    ).toEqual({
      bucket: 'tutorium-files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'auto',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
  });

  it('sends guardians the day’s absences from 18:00 and the weekly summary on Saturdays from 09:00, looking every 10 minutes, unless told otherwise', () => {
    expect(loadConfig({}).guardianAlerts).toEqual({ absenceHour: 18, summaryDay: 6, summaryHour: 9, checkMs: 600_000 });
    expect(
      loadConfig({
        GUARDIAN_ABSENCE_EMAIL_HOUR: '0',
        GUARDIAN_SUMMARY_DAY: '7',
        GUARDIAN_SUMMARY_HOUR: '23',
        GUARDIAN_ALERT_CHECK_SECONDS: '2',
      }).guardianAlerts,
    ).toEqual({ absenceHour: 0, summaryDay: 7, summaryHour: 23, checkMs: 2000 });
    expect(() => loadConfig({ GUARDIAN_ABSENCE_EMAIL_HOUR: '24' })).toThrow(
      'GUARDIAN_ABSENCE_EMAIL_HOUR: must be 0 to 23',
    );
    expect(() => loadConfig({ GUARDIAN_SUMMARY_DAY: '0' })).toThrow(
      'GUARDIAN_SUMMARY_DAY: must be 1 (Monday) to 7 (Sunday)',
    );
    expect(() => loadConfig({ GUARDIAN_SUMMARY_HOUR: 'nine' })).toThrow('GUARDIAN_SUMMARY_HOUR: must be an hour');
  });

  it('stops when S3 settings are given without a bucket, or half the credentials', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /S3_BUCKET: must be set when S3_ENDPOINT or S3_REGION is/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'tutorium-files', AWS_ACCESS_KEY_ID: 'key' })).toThrow(
      /AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY must be set together/,
    );
  });
});

describe('.env.example', () => {
  // `NAME=value` is a default in force; `# NAME=value` an example of a setting that is unset by default.
  const settings = readFileSync(path.resolve(import.meta.dirname, '../../../../.env.example'), 'utf8')
    .split('\n')
    .flatMap((line) => {
      const match = /^(# )?([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
      return match ? [{ name: match[2] ?? '', value: match[3] ?? '', inForce: match[1] === undefined }] : [];
    });

  it('lists every setting the server reads', () => {
    const listed = new Set(settings.map((setting) => setting.name));
    expect(Object.keys(envSchema.shape).filter((name) => !listed.has(name))).toEqual([]);
  });

  it('holds only defaults the server accepts', () => {
    const env = Object.fromEntries(settings.filter((s) => s.inForce).map((s) => [s.name, s.value]));
    expect(() => loadConfig(env)).not.toThrow();
  });
});
