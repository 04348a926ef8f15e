import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';

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
      rateLimit: { loginFailuresPerAccount: 7 },
    });
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://db/x'],
    ['REDIS_URL', 'localhost:6379'],
    ['SMTP_URL', 'http://mail'],
    ['SEED_DEMO', 'maybe'],
    ['CURRENCY', 'dollars'],
    ['RATE_LIMIT_LOGIN_FAILURES', '0'],
  ])('stops on a bad %s naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });
});
