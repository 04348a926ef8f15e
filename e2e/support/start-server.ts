import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startSmtpSink } from '../../apps/api/test/helpers/smtp-sink';
import { E2E_MAIL_DIR, E2E_PORT, E2E_WEB_DIST } from './env';

/**
 * The product as a user meets it: the real server on a fresh embedded database with demo data,
 * mailing a real SMTP sink that writes each message to E2E_MAIL_DIR for the tests to read.
 */
const repoRoot = path.resolve(import.meta.dirname, '../..');
const dataDir = await mkdtemp(path.join(tmpdir(), 'tutorium-e2e-data-'));
await rm(E2E_MAIL_DIR, { recursive: true, force: true });
await mkdir(E2E_MAIL_DIR, { recursive: true });

let written = 0;
const sink = await startSmtpSink((mail) => {
  written += 1;
  void writeFile(path.join(E2E_MAIL_DIR, `${String(written).padStart(5, '0')}.json`), JSON.stringify(mail));
});

const server = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/api/src/main.ts')], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(E2E_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: E2E_WEB_DIST,
    DATABASE_URL: '',
    REDIS_URL: '',
    SMTP_URL: sink.url,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_REQUESTS: '1000',
    RATE_LIMIT_REQUESTS_PER_ACCOUNT: '100',
  },
});

const stop = async () => {
  server.kill('SIGTERM');
  await sink.close();
  await rm(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
server.on('exit', (code) => {
  void sink.close();
  process.exit(code ?? 1);
});
