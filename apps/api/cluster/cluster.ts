/**
 * Tutorium as production runs it with several instances, on one machine: the machine's PostgreSQL (a
 * throwaway database), Redis, an SMTP sink, an S3-protocol server (s3rver) for uploaded files, two
 * instances of the production build (apps/api/dist/main.js) and nginx balancing round-robin.
 * `npm run test:cluster` (cluster/run.ts) checks claims about it; `npm run bench:messages`
 * (bench/messages.ts) loads it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { Redis } from 'ioredis';
import pg from 'pg';
import { startS3Server } from '../test/helpers/s3-server';
import { type SmtpSink, startSmtpSink } from '../test/helpers/smtp-sink';
import { nginxConfig } from './nginx';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const bundle = path.join(repoRoot, 'apps/api/dist/main.js');
const postgresUrl = process.env.CLUSTER_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const nginxBinary = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export interface Instance {
  name: string;
  url: string;
  process: ChildProcess;
  output: () => string;
}

export interface Cluster {
  /** The balancer's address: what users reach. */
  url: string;
  instances: Instance[];
  /** A connection to the cluster's database, for checking what was written. */
  db: pg.Client;
  mail: SmtpSink;
}

export interface ClusterOptions {
  /** Settings both instances get beside the cluster's own (database, Redis, SMTP, bucket). */
  env: Record<string, string>;
  /** A Redis database of its own, emptied at the start, so counters from other runs cannot interfere. */
  redisUrl: string;
  /** nginx's `worker_connections`: each proxied request holds two (client and instance). */
  workerConnections?: number;
}

/**
 * What to undo, in reverse order of setting up. The caller runs it when done, or when its own
 * deadline passes mid-start-up, so no database, process or directory outlives a run.
 */
export class Teardown {
  private readonly steps: Array<() => Promise<unknown>> = [];

  add(step: () => Promise<unknown>): void {
    this.steps.push(step);
  }

  async run(): Promise<void> {
    for (const step of this.steps.splice(0).reverse()) await step().catch(() => {});
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Polls `condition` until it returns a value, or fails after `timeoutMs`: waiting on facts, not clocks. */
export async function waitUntil<T>(
  what: string,
  condition: () => Promise<T | undefined>,
  timeoutMs = 60_000,
): Promise<T> {
  const giveUpAt = Date.now() + timeoutMs;
  for (;;) {
    const value = await condition().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > giveUpAt) throw new Error(`timed out waiting for ${what}`);
    await delay(100);
  }
}

async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [bundle], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<never>((_, reject) => {
    child.once('exit', (code, signal) => reject(new Error(`${name} exited (${code ?? signal})`)));
  });
  exited.catch(() => {});
  try {
    await Promise.race([
      exited,
      waitUntil(`${name} to be ready`, async () =>
        (await fetch(`${url}/api/health/ready`)).status === 200 ? true : undefined,
      ),
    ]);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n--- ${name} output ---\n${output}`);
  }
  return { name, url, process: child, output: () => output };
}

/** Starts the whole cluster; everything it starts is undone by `teardown`. */
export async function startCluster(teardown: Teardown, options: ClusterOptions): Promise<Cluster> {
  const tempDir = await mkdtemp(path.join(tmpdir(), 'tutorium-cluster-'));
  teardown.add(() => rm(tempDir, { recursive: true, force: true }));

  const dbName = `tutorium_cluster_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  teardown.add(async () => {
    const dropper = new pg.Client({ connectionString: postgresUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists ${dbName} with (force)`);
    await dropper.end();
  });
  const databaseUrl = new URL(postgresUrl);
  databaseUrl.pathname = `/${dbName}`;

  const redis = new Redis(options.redisUrl, { maxRetriesPerRequest: 1 });
  await redis.flushdb();
  await redis.quit();

  const mail = await startSmtpSink();
  teardown.add(() => mail.close());
  const bucket = await startS3Server('tutorium-cluster');
  teardown.add(() => bucket.close());

  const env = {
    DATABASE_URL: databaseUrl.toString(),
    REDIS_URL: options.redisUrl,
    SMTP_URL: mail.url,
    ...bucket.env,
    ...options.env,
  };
  const instances: Instance[] = [];
  // The first instance migrates (and seeds, when asked); the second then starts on the same database.
  for (const name of ['instance-a', 'instance-b']) {
    const instance = await startInstance(name, { ...env, DATA_DIR: path.join(tempDir, name) });
    instances.push(instance);
    teardown.add(async () => {
      if (instance.process.exitCode !== null || instance.process.signalCode !== null) return;
      const exited = new Promise((resolve) => instance.process.once('exit', resolve));
      instance.process.kill('SIGTERM');
      await exited;
    });
  }

  const nginxDir = path.join(tempDir, 'nginx');
  await mkdir(nginxDir, { recursive: true });
  await chmod(tempDir, 0o755);
  await chmod(nginxDir, 0o777);
  const balancerPort = await freePort();
  const configFile = path.join(nginxDir, 'nginx.conf');
  await writeFile(
    configFile,
    nginxConfig({
      listen: `127.0.0.1:${balancerPort}`,
      upstreams: instances.map((instance) => new URL(instance.url).host),
      tempDir: nginxDir,
      webDist: path.join(repoRoot, 'apps/web/dist'),
      ...(options.workerConnections ? { workerConnections: options.workerConnections } : {}),
    }),
  );
  let nginxOutput = '';
  const nginx = spawn(nginxBinary, ['-p', nginxDir, '-c', configFile, '-e', path.join(nginxDir, 'error.log')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  nginx.stderr.on('data', (chunk: Buffer) => {
    nginxOutput += chunk.toString();
  });
  teardown.add(async () => {
    if (nginx.exitCode !== null) return;
    const exited = new Promise((resolve) => nginx.once('exit', resolve));
    nginx.kill('SIGTERM');
    await exited;
  });
  const url = `http://127.0.0.1:${balancerPort}`;
  await waitUntil('nginx to answer', async () => {
    if (nginx.exitCode !== null) throw new Error(`nginx exited: ${nginxOutput}`);
    return (await fetch(`${url}/api/health`)).status === 200 ? true : undefined;
  });

  const db = new pg.Client({ connectionString: databaseUrl.toString() });
  await db.connect();
  teardown.add(() => db.end());
  return { url, instances, db, mail };
}
