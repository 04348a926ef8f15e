import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { count as countRows } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { attendanceRecords, courses, enrolments, lessonCompletions, reviews, users } from '../src/db/schema';
import { BENCH_PASSWORD, benchAccounts, loadDataset, parseScale, type Scale } from './dataset';
import { type BenchResult, renderPerformanceDoc } from './report';
import { landingPageJs } from './web-size';

/**
 * `npm run bench -- --scale S|L`: times every read screen through real HTTP against the real app
 * (src/main.ts in its own process) with autocannon at 10 connections, beside a bare Fastify + pg
 * single-row read in the same run; then hammers the reports while timing sign-in and the
 * catalogue; then measures the landing page's JavaScript. DATABASE_URL must name a PostgreSQL
 * database holding that scale's dataset, or an empty one (the dataset is loaded first).
 * Writes bench/results/<scale>.json and the tables in docs/performance.md.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const APP_PORT = Number(process.env.BENCH_PORT ?? 3900);
const BASELINE_PORT = APP_PORT + 1;
const apiDir = path.resolve(import.meta.dirname, '..');
const repoDir = path.resolve(apiDir, '../..');

async function main() {
  const scale = parseScale(process.argv);
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('Set DATABASE_URL to a PostgreSQL database (empty, or loaded by bench:data).');
  const dataset = await ensureDataset(databaseUrl, scale);

  const children: ChildProcess[] = [];
  const stopAll = () => {
    for (const child of children) child.kill('SIGTERM');
  };
  process.on('exit', stopAll);
  try {
    children.push(
      await startProcess('baseline', ['bench/baseline.ts'], {
        DATABASE_URL: databaseUrl,
        BASELINE_PORT: `${BASELINE_PORT}`,
      }),
    );
    children.push(
      await startProcess('app', ['src/main.ts'], {
        DATABASE_URL: databaseUrl,
        PORT: `${APP_PORT}`,
        HOST: '127.0.0.1',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        WEB_DIST_DIR: '/nonexistent',
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'tutorium-bench-')),
      }),
    );
    const app = `http://127.0.0.1:${APP_PORT}`;
    await waitFor(`${app}/api/health`);
    const [admin, teacher, student] = await Promise.all([
      signIn(app, benchAccounts.admin, 'admin'),
      signIn(app, benchAccounts.teacher, 'teacher'),
      signIn(app, benchAccounts.student, 'student'),
    ]);
    const courseId = await firstCourseId(app);

    const cases: Case[] = [
      ['baseline: bare Fastify + pg, one row', `http://127.0.0.1:${BASELINE_PORT}/course/${courseId}`, {}],
      // The screens ask for their first page; without `page` the seed's list answer returns every row.
      ['catalogue page', `${app}/api/courses?sort=popular&page=1`, {}],
      ['course detail', `${app}/api/courses/${courseId}`, {}],
      ['teacher directory', `${app}/api/users/teachers?page=1`, {}],
      ['student dashboard', `${app}/api/dashboard/student`, student],
      ['student attendance with stats', `${app}/api/attendance/student`, student],
      ['teacher dashboard', `${app}/api/dashboard/teacher`, teacher],
      ['teacher analytics', `${app}/api/analytics/teacher`, teacher],
      ['admin dashboard', `${app}/api/dashboard/teacher`, admin],
      ['admin analytics', `${app}/api/analytics/teacher`, admin],
    ];
    const only = onlyReads(process.argv);
    if (only) {
      await compareWithBaseline(cases, only);
      return;
    }
    const measured: BenchResult['cases'] = [];
    for (const [name, url, headers] of cases) {
      // One answer first, so a cached report's first computation (seconds at L) is not timed as load.
      await fetch(url, { headers });
      await hammer({ url, headers, duration: 1 });
      const result = await hammer({ url, headers, duration: SECONDS });
      measured.push({ name, ...figures(result) });
      console.error(`${name}: p50 ${result.latency.p50} ms, ${Math.round(result.requests.average)} rps`);
    }

    // Reports that cannot be served from the cache (a different date range per request), on every
    // connection, while one client signs in over and over and another reads the catalogue.
    let day = 0;
    const uncached = (): string => {
      day = (day + 1) % 60;
      const start = new Date(Date.now() - (day + 30) * 86_400_000).toISOString().slice(0, 10);
      return `/api/analytics/teacher?startDate=${start}`;
    };
    const [reports, signIns, catalogue] = await Promise.all([
      autocannon({
        url: app,
        connections: CONNECTIONS,
        duration: SECONDS,
        requests: [{ method: 'GET', headers: admin, setupRequest: (request) => ({ ...request, path: uncached() }) }],
      }),
      hammer({
        url: `${app}/api/auth/login`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: benchAccounts.student, password: BENCH_PASSWORD, role: 'student' }),
        duration: SECONDS,
        connections: 1,
      }),
      hammer({ url: `${app}/api/courses?sort=popular&page=1`, headers: {}, duration: SECONDS, connections: 2 }),
    ]);
    const underLoad: BenchResult['underLoad'] = {
      reports: { answered: reports['2xx'], failed: reports.requests.total - reports['2xx'] },
      signIn: figures(signIns),
      catalogue: figures(catalogue),
    };

    const result: BenchResult = {
      scale,
      database: 'PostgreSQL',
      measuredAt: new Date().toISOString(),
      machine: `${os.cpus().length} cores, load average ${os.loadavg()[0]?.toFixed(1)} at the start`,
      seconds: SECONDS,
      connections: CONNECTIONS,
      dataset,
      cases: measured,
      underLoad,
      landingPageJsGzipBytes: measureLandingPage(),
    };
    const resultsDir = path.join(repoDir, 'bench', 'results');
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(path.join(resultsDir, `${scale}.json`), `${JSON.stringify(result, null, 2)}\n`);
    const read = (other: Scale): BenchResult | null => {
      try {
        return JSON.parse(readFileSync(path.join(resultsDir, `${other}.json`), 'utf8')) as BenchResult;
      } catch {
        return null;
      }
    };
    const docPath = path.join(repoDir, 'docs', 'performance.md');
    writeFileSync(docPath, renderPerformanceDoc(readFileSync(docPath, 'utf8'), read('S'), read('L')));
    console.log(`Wrote bench/results/${scale}.json and docs/performance.md`);
  } finally {
    stopAll();
  }
}

type Headers = Record<string, string>;
type Case = [name: string, url: string, headers: Headers];

/** `--only <text>`: the reads whose name contains the text (e.g. `--only "course detail"`). */
function onlyReads(argv: readonly string[]): string | null {
  const at = argv.indexOf('--only');
  if (at < 0) return null;
  const text = argv[at + 1];
  if (!text) throw new Error('--only needs part of a read\'s name, e.g. --only "course detail"');
  return text;
}

/**
 * The focused run (`--only`): the baseline and the chosen reads in turn, BENCH_ROUNDS times
 * (default 3), printing each round's requests/s ÷ baseline and the median. On a shared machine
 * back-to-back rounds give a steadier ratio than one long run. Writes no results.
 */
async function compareWithBaseline(cases: Case[], only: string): Promise<void> {
  const [baseline, ...reads] = cases;
  const chosen = reads.filter(([name]) => name.includes(only));
  if (!baseline || chosen.length === 0) throw new Error(`No read is named like "${only}"`);
  const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
  const ratios = new Map<string, number[]>(chosen.map(([name]) => [name, []]));
  const timed = async ([name, url, headers]: Case): Promise<number> => {
    await hammer({ url, headers, duration: 1 });
    const result = await hammer({ url, headers, duration: SECONDS });
    const { rps, errors } = figures(result);
    console.error(`${name}: p50 ${result.latency.p50} ms, ${rps} rps, ${errors} errors`);
    return rps;
  };
  for (let round = 1; round <= rounds; round++) {
    const baselineRps = await timed(baseline);
    for (const read of chosen) {
      const ratio = (await timed(read)) / baselineRps;
      ratios.get(read[0])?.push(ratio);
      console.error(`  round ${round}: ${read[0]} ÷ baseline = ${ratio.toFixed(2)}`);
    }
  }
  for (const [name, values] of ratios) {
    const sorted = [...values].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
    console.log(`${name} ÷ baseline: median ${median.toFixed(2)} of ${values.map((v) => v.toFixed(2)).join(', ')}`);
  }
}

function hammer(options: {
  url: string;
  headers: Headers;
  duration: number;
  method?: 'GET' | 'POST';
  body?: string;
  connections?: number;
}): Promise<autocannon.Result> {
  return autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    headers: options.headers,
    ...(options.body ? { body: options.body } : {}),
    connections: options.connections ?? CONNECTIONS,
    duration: options.duration,
  });
}

function figures(result: autocannon.Result) {
  return {
    p50: result.latency.p50,
    mean: result.latency.mean,
    p99: result.latency.p99,
    rps: Math.round(result.requests.average),
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function ensureDataset(url: string, scale: Scale): Promise<Record<string, number>> {
  const database = await openDatabase({ kind: 'postgres', url });
  try {
    await database.migrate();
    const tables = {
      courses,
      users,
      enrolments,
      attendance_records: attendanceRecords,
      lesson_completions: lessonCompletions,
      reviews,
    };
    const count = async (table: keyof typeof tables) =>
      (await database.db.select({ n: countRows() }).from(tables[table]))[0]?.n ?? 0;
    if ((await count('users')) === 0) {
      const started = performance.now();
      await loadDataset(database.db, scale);
      console.error(`Loaded scale ${scale} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    }
    const counts: Record<string, number> = {};
    for (const table of Object.keys(tables) as (keyof typeof tables)[]) counts[table] = await count(table);
    return counts;
  } finally {
    await database.close();
  }
}

function startProcess(name: string, args: string[], env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: apiDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout?.resume();
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${name} exited with ${code}`)));
    child.once('spawn', () => resolve(child));
  });
}

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

async function signIn(app: string, email: string, role: string): Promise<Headers> {
  const response = await fetch(`${app}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD, role }),
  });
  const body = (await response.json()) as { token?: string };
  if (!body.token) throw new Error(`Sign-in of ${email} failed: ${response.status}`);
  return { authorization: `Bearer ${body.token}` };
}

async function firstCourseId(app: string): Promise<string> {
  const body = (await (await fetch(`${app}/api/courses?sort=popular&pageSize=1`)).json()) as { data: { id: string }[] };
  const id = body.data[0]?.id;
  if (!id) throw new Error('The catalogue is empty');
  return id;
}

/** Builds the web app into a scratch directory and sums the landing page's gzipped JavaScript. */
function measureLandingPage(): number {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'tutorium-bench-web-'));
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'error'],
    {
      cwd: path.join(repoDir, 'apps', 'web'),
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) throw new Error('The web build failed');
  return landingPageJs(outDir).gzipBytes;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
