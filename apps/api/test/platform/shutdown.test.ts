import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { type AddressInfo, connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Collects a child's output and resolves when a line matching `pattern` has appeared. */
function outputOf(child: ChildProcessWithoutNullStreams) {
  let text = '';
  const waiters: Array<() => void> = [];
  const onData = (chunk: Buffer) => {
    text += chunk.toString();
    for (const wake of waiters.splice(0)) wake();
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const waitFor = (pattern: RegExp) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (pattern.test(text)) resolve();
        else if (child.exitCode !== null) reject(new Error(`server exited before ${pattern}:\n${text}`));
        else waiters.push(check);
      };
      check();
    });
  return { waitFor, text: () => text };
}

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tutorium-shutdown-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('graceful shutdown', { timeout: 180_000 }, () => {
  it('finishes a request in flight when SIGTERM arrives, and exits cleanly', async () => {
    const port = await freePort();
    const mainTs = path.resolve(import.meta.dirname, '../../src/main.ts');
    const child = spawn(process.execPath, ['--import', 'tsx', mainTs], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: '',
        REDIS_URL: '',
        SMTP_URL: '',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'info',
        WEB_DIST_DIR: '/nonexistent',
      },
    });
    const output = outputOf(child);
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      await output.waitFor(/Tutorium is running at/);

      // A sign-in whose body is only half sent: the server has the request and waits for the rest.
      const body = JSON.stringify({ email: 'nobody@example.test', password: 'not the password', role: 'student' });
      const socket = connect(port, '127.0.0.1');
      let response = '';
      socket.on('data', (chunk: Buffer) => {
        response += chunk.toString();
      });
      const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
      socket.write(
        `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
      );
      socket.write(body.slice(0, 10));
      await output.waitFor(/"url":"\/api\/auth\/login"/);

      child.kill('SIGTERM');
      await output.waitFor(/SIGTERM received/);

      socket.write(body.slice(10));
      await closed;
      expect(response).toMatch(/^HTTP\/1\.1 401 /);
      expect(response).toContain('"success":false');
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });
});
