import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import path from 'node:path';

const mainTs = path.resolve(import.meta.dirname, '../../src/main.ts');

export interface ServerProcess {
  child: ChildProcessWithoutNullStreams;
  /** Everything the server printed so far, stdout and stderr together. */
  output(): string;
  /** Resolves with the output once it matches `pattern`; rejects with it if the server exits first. */
  waitFor(pattern: RegExp): Promise<string>;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/** The server (src/main.ts through tsx) as a child process, with `env` over this process's environment. */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', mainTs], { env: { ...process.env, ...env } });
  let text = '';
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const check of [...waiters]) check();
  };
  const onData = (chunk: Buffer) => {
    text += chunk.toString();
    wake();
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  child.on('exit', wake);
  const waitFor = (pattern: RegExp) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        if (pattern.test(text)) resolve(text);
        else if (child.exitCode !== null || child.signalCode !== null) {
          reject(new Error(`server exited with ${child.exitCode ?? child.signalCode} before ${pattern}:\n${text}`));
        } else return;
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });
  return { child, output: () => text, waitFor, exited };
}
