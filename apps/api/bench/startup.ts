import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

/**
 * `npm run bench:startup -w @tutorium/api`: how long the API takes from `node` to a ready answer, and
 * its resident memory once ready, for the esbuild bundle (`node dist/main.js`, what production runs)
 * against TypeScript through tsx (`node --import tsx src/main.ts`). Each start reuses one migrated,
 * seeded database, so only loading and opening are measured: PGlite by default, or the PostgreSQL
 * database BENCH_DATABASE_URL names (what several instances run on). Needs `npm run build` first.
 */
const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const apiRoot = path.resolve(import.meta.dirname, '..');
const variants = {
  bundle: [path.join(apiRoot, 'dist/main.js')],
  tsx: ['--import', 'tsx', path.join(apiRoot, 'src/main.ts')],
};

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function startOnce(args: string[], dataDir: string): Promise<{ readyMs: number; rssMb: number }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: apiRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      REDIS_URL: '',
    },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health/ready`)
        .then((response) => response.ok)
        .catch(() => false);
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const readyMs = performance.now() - started;
    const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return { readyMs, rssMb: rssKb / 1024 };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const dataDir = await mkdtemp(path.join(tmpdir(), 'tutorium-startup-'));
try {
  await startOnce(variants.bundle, dataDir); // migrates and seeds once
  for (const [name, args] of Object.entries(variants)) {
    const runs = [];
    for (let i = 0; i < ROUNDS; i += 1) runs.push(await startOnce(args, dataDir));
    const ready = runs.map((run) => run.readyMs);
    const rss = runs.map((run) => run.rssMb);
    console.log(
      `${name.padEnd(6)} ready median ${median(ready).toFixed(0)} ms (min ${Math.min(...ready).toFixed(0)}, max ${Math.max(...ready).toFixed(0)}); RSS median ${median(rss).toFixed(0)} MB`,
    );
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
