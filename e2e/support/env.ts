import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Each Playwright worker gets a server of its own (own database, own mail folder) on
 * E2E_PORT + its parallel index, so workers share no accounts, settings or rate limits.
 */
const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);

export interface E2EServer {
  port: number;
  baseURL: string;
  /** Where the server's SMTP sink drops each message as a JSON file. */
  mailDir: string;
}

/** The server for worker `index` (Playwright's parallelIndex: 0 .. workers - 1). */
export function e2eServer(index: number): E2EServer {
  const port = E2E_PORT + index;
  return {
    port,
    baseURL: `http://127.0.0.1:${port}`,
    mailDir: process.env.E2E_MAIL_DIR
      ? path.join(process.env.E2E_MAIL_DIR, String(index))
      : path.join(tmpdir(), `tutorium-e2e-mail-${port}`),
  };
}

/** The server of the worker running this code: Playwright sets TEST_PARALLEL_INDEX in each worker. */
export const workerServer = (): E2EServer => e2eServer(Number(process.env.TEST_PARALLEL_INDEX ?? 0));

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
      // Without a GPU, headless Chromium otherwise composites and rasterises through OpenGL emulated in
      // software (SwiftShader; Debian's /etc/chromium.d also turns GPU rasterisation on). Plain software
      // compositing and raster draw the same pages; the GPU process still hosts the compositor.
      '--disable-gpu-compositing',
      '--disable-gpu-rasterization',
      '--disable-software-rasterizer',
      ...extraArgs,
    ],
  };
}
