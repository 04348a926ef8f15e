import { tmpdir } from 'node:os';
import path from 'node:path';

/** Where the end-to-end server listens and drops the mail it sends; shared by the config, the server and the tests. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_MAIL_DIR = process.env.E2E_MAIL_DIR ?? path.join(tmpdir(), `tutorium-e2e-mail-${E2E_PORT}`);
/** The web build the server serves; a separate folder lets several suites build and run side by side. */
export const E2E_WEB_DIST = process.env.E2E_WEB_DIST ?? path.resolve(import.meta.dirname, '../../apps/web/dist');

/** How every test launches Debian's Chromium; `extraArgs` adds switches for one spec. */
export function chromiumLaunchOptions(extraArgs: string[] = []) {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  };
}
