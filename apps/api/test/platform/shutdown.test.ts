import { type AddressInfo, connect, createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startServerProcess } from '../helpers/server-process';
import { useTempDir } from '../helpers/temp-dir';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const dataDir = useTempDir('tutorium-shutdown-');

describe('graceful shutdown', { timeout: 180_000 }, () => {
  it('finishes a request in flight when SIGTERM arrives, and exits cleanly', async () => {
    const port = await freePort();
    const output = startServerProcess({
      DATA_DIR: dataDir.path,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: '/nonexistent',
    });
    const { child, exited } = output;
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
