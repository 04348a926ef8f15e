import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startSmtpSink } from '../../apps/api/test/helpers/smtp-sink';
import { startStripeStandIn } from '../../apps/api/test/helpers/stripe-stand-in';
import { E2E_WEB_DIST, e2eServer } from './env';

/**
 * The product as a user meets it: the real server on a fresh embedded database with demo data,
 * mailing a real SMTP sink that writes each message to the mail folder for the tests to read.
 * One of these runs per Playwright worker; E2E_SERVER_INDEX says which (see env.ts).
 */
const { port, mailDir } = e2eServer(Number(process.env.E2E_SERVER_INDEX ?? 0));
const repoRoot = path.resolve(import.meta.dirname, '../..');
const dataDir = await mkdtemp(path.join(tmpdir(), 'tutorium-e2e-data-'));
await rm(mailDir, { recursive: true, force: true });
await mkdir(mailDir, { recursive: true });

let written = 0;
const sink = await startSmtpSink((mail) => {
  written += 1;
  const file = path.join(mailDir, `${String(written).padStart(5, '0')}.json`);
  // Written aside and renamed into place, so a test reading the folder never sees half a message.
  void writeFile(`${file}.part`, JSON.stringify(mail)).then(() => rename(`${file}.part`, file));
});

// Stripe lies outside this machine: a stand-in takes the SDK's calls, shows a test payment page, and
// sends the signed webhook to this server when its Pay button is pressed.
const stripeWebhookSecret = 'whsec_e2e_stand_in';
const stripe = await startStripeStandIn({
  webhookUrl: `http://127.0.0.1:${port}/api/payments/webhooks/stripe`,
  webhookSecret: stripeWebhookSecret,
});

const server = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/api/src/main.ts')], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: E2E_WEB_DIST,
    DATABASE_URL: '',
    REDIS_URL: '',
    SMTP_URL: sink.url,
    STRIPE_SECRET_KEY: 'sk_test_standin',
    STRIPE_WEBHOOK_SECRET: stripeWebhookSecret,
    STRIPE_API_URL: stripe.url,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    // Admin-wide figures refresh within seconds, so a journey sees the change it has just made.
    REPORT_CACHE_SECONDS: '5',
    RATE_LIMIT_REQUESTS: '1000',
    RATE_LIMIT_REQUESTS_PER_ACCOUNT: '100',
    // A guardian hears of an absence within seconds of its marking, whatever the hour.
    GUARDIAN_ABSENCE_EMAIL_HOUR: '0',
    GUARDIAN_ALERT_CHECK_SECONDS: '2',
    // No due reminder or seat release lands mid-journey in a mailbox a test counts: the API tests cover them.
    FEE_CHECK_SECONDS: '86400',
  },
});

const stop = async () => {
  server.kill('SIGTERM');
  await Promise.all([sink.close(), stripe.close()]);
  await rm(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
server.on('exit', (code) => {
  void sink.close();
  void stripe.close();
  process.exit(code ?? 1);
});
