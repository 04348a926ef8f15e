import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { nginxConfig } from '../cluster/nginx';
import { renderWebDoc, type WebBenchResult, type WebPageFigures, webTable } from './report';
import { writeResults } from './results';

/**
 * `npm run bench:web`: Lighthouse in Debian's Chromium on the screens a visitor and a student meet
 * first, against the production web build served by the real server on a throwaway embedded database
 * with the demo data (as `npm start` and the e2e tests run it), behind nginx with HTTPS and HTTP/2 as
 * docs/deploy.md serves it. Mobile emulation with Lighthouse's default simulated throttling (slow 4G,
 * 4× CPU slowdown). Each page is loaded cold (no HTTP cache, service worker, Cache Storage or
 * IndexedDB) several times and the median run kept. Signed-in pages get the demo student's token,
 * from the API, in localStorage where lib/token-storage.ts reads it, before Lighthouse loads them:
 * Lighthouse's storage reset is told to leave localStorage alone for those (and only those). Writes
 * bench/results/web.json and the table in docs/performance.md (docs/performance.md, "Lighthouse, per
 * screen").
 *
 * `--direct` measures the Node server itself (HTTP/1.1, no nginx); `--url <origin>` a server that is
 * already running with the demo data (no build, no server started, nothing written but the reports);
 * `--only <text>` the pages whose name contains it (nothing written); `--runs <n>` (BENCH_WEB_RUNS,
 * default 3); `--reports <dir>` keeps each median run's full Lighthouse report (JSON) there to read
 * its opportunities and diagnostics.
 */
const apiDir = path.resolve(import.meta.dirname, '..');
const repoDir = path.resolve(apiDir, '../..');
const webDir = path.join(repoDir, 'apps', 'web');
const DEMO_STUDENT = { email: 'student@tutorium.test', password: 'tutorium-demo', role: 'student' };
/** Where the web app keeps a remembered session (apps/web/src/lib/token-storage.ts). */
const TOKEN_KEY = 'tutorium.token';

interface Page {
  name: string;
  path: string;
  signedIn: boolean;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      only: { type: 'string' },
      runs: { type: 'string', default: process.env.BENCH_WEB_RUNS ?? '3' },
      reports: { type: 'string' },
      direct: { type: 'boolean', default: false },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number of at least 1');

  const cleanup: (() => void)[] = [];
  const stopAll = () => {
    for (const step of cleanup.splice(0).reverse()) step();
  };
  process.on('exit', stopAll);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(1));
  try {
    const server = values.url
      ? { api: values.url, pages: values.url, served: `the server at ${values.url}` }
      : await startServer(cleanup, values.direct);
    const origin = server.pages;
    const student = await signIn(server.api);
    const pages = (await pagesToMeasure(server.api, student)).filter(
      (page) => !values.only || page.name.includes(values.only),
    );
    if (pages.length === 0) throw new Error(`No page is named like "${values.only}"`);

    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      // The certificate nginx serves is made for the run, so Chromium cannot check it.
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage', '--ignore-certificate-errors'],
    });
    cleanup.push(() => chrome.kill());
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    cleanup.push(() => void browser.disconnect());

    const measured: WebPageFigures[] = [];
    let lighthouseVersion = '';
    for (const page of pages) {
      const reports: Result[] = [];
      for (let run = 1; run <= runs; run++) {
        const report = await measure(browser, origin, page, student.token, chrome.port);
        reports.push(report);
        const figures = figuresOf(page, report);
        console.error(
          `${page.name} run ${run}: performance ${figures.performance}, LCP ${figures.lcpMs} ms, TBT ${figures.tbtMs} ms, CLS ${figures.cls}, accessibility ${figures.accessibility}, JS ${figures.jsKb} KB`,
        );
      }
      const median = medianRun(reports);
      lighthouseVersion = median.lighthouseVersion;
      measured.push(figuresOf(page, median));
      if (values.reports) {
        mkdirSync(values.reports, { recursive: true });
        const file = `${page.name.replaceAll(/[^a-z0-9]+/gi, '-')}.json`;
        writeFileSync(path.join(values.reports, file), JSON.stringify(median));
      }
    }

    const result: WebBenchResult = {
      measuredAt: new Date().toISOString(),
      machine: `${os.cpus().length} cores, load average ${os.loadavg()[0]?.toFixed(1)} at the end`,
      chromium: (await browser.version()).replace('HeadlessChrome/', ''),
      lighthouse: lighthouseVersion,
      served: server.served,
      runs,
      pages: measured,
    };
    console.log(`\n${webTable(result)}`);
    if (values.url || values.only) {
      console.log('(a run with --url or --only writes no results)');
      return;
    }
    writeResults('web', result, renderWebDoc);
  } finally {
    stopAll();
  }
}

interface Served {
  /** Where the pages are loaded from, and where the API is asked for the demo data's ids. */
  pages: string;
  api: string;
  /** How, in words, for the table. */
  served: string;
}

/**
 * Builds the production web bundle into a temporary folder and starts the real server (src/main.ts)
 * on it with the demo data on a fresh embedded database, on a free port; then, unless `direct`,
 * nginx in front of it as docs/deploy.md has it (HTTPS with HTTP/2, the build's files from its disk,
 * precompressed) with a certificate made for the run. Production serves through such a balancer, and
 * HTTP/2 matters here: a screen loads dozens of small chunks, which HTTP/1.1 takes six at a time.
 */
async function startServer(cleanup: (() => void)[], direct: boolean | undefined): Promise<Served> {
  const tempDir = mkdtempSync(path.join(os.tmpdir(), 'tutorium-bench-web-'));
  cleanup.push(() => rmSync(tempDir, { recursive: true, force: true }));
  // nginx's workers (another user when it runs as root) read the build and write their temporary files here.
  chmodSync(tempDir, 0o755);
  const dist = path.join(tempDir, 'dist');
  const dataDir = path.join(tempDir, 'data');
  console.error('Building the web app…');
  const build = spawnSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: webDir,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error(`The web build failed (${build.status})`);

  const port = await freePort();
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: dist,
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
  });
  cleanup.push(() => server.kill('SIGTERM'));
  const api = `http://127.0.0.1:${port}`;
  console.error('Starting the server with the demo data…');
  await waitFor(`${api}/api/health`, () => server.exitCode === null);
  if (direct) return { api, pages: api, served: 'the Node server directly (HTTP/1.1)' };

  const nginxDir = path.join(tempDir, 'nginx');
  mkdirSync(nginxDir, { mode: 0o777 });
  chmodSync(nginxDir, 0o777);
  const certificate = path.join(nginxDir, 'certificate.pem');
  const key = path.join(nginxDir, 'key.pem');
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (made.status !== 0) throw new Error('openssl could not make a certificate for nginx');
  const nginxPort = await freePort();
  const configFile = path.join(nginxDir, 'nginx.conf');
  writeFileSync(
    configFile,
    nginxConfig({
      listen: `127.0.0.1:${nginxPort}`,
      upstreams: [`127.0.0.1:${port}`],
      tempDir: nginxDir,
      webDist: dist,
      tls: { certificate, key },
    }),
  );
  const nginx = spawn(
    process.env.NGINX_PATH ?? '/usr/sbin/nginx',
    ['-p', nginxDir, '-c', configFile, '-e', path.join(nginxDir, 'error.log')],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  cleanup.push(() => nginx.kill('SIGTERM'));
  await waitFor(`http://127.0.0.1:${nginxPort}`, () => nginx.exitCode === null, listening).catch((error: unknown) => {
    throw new Error(`nginx did not start: ${readFileSync(path.join(nginxDir, 'error.log'), 'utf8')}`, { cause: error });
  });
  const pages = `https://127.0.0.1:${nginxPort}`;
  return { api, pages, served: 'nginx over HTTPS with HTTP/2 in front of the Node server (docs/deploy.md)' };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No port')),
      );
    });
  });
}

/** Whether something accepts connections at the URL's host and port (nginx answers only HTTPS there). */
function listening(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port) });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const answersOk = async (url: string): Promise<boolean> => {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
};

async function waitFor(
  url: string,
  alive: () => boolean,
  ready: (url: string) => Promise<boolean> = answersOk,
): Promise<void> {
  for (let attempt = 0; attempt < 1200; attempt++) {
    if (!alive()) throw new Error(`What should answer ${url} has exited`);
    if (await ready(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within 2 minutes`);
}

interface Student {
  token: string;
  headers: Record<string, string>;
}

async function signIn(origin: string): Promise<Student> {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_STUDENT),
  });
  const body = (await response.json()) as { token?: string };
  if (!body.token) throw new Error(`The demo student could not sign in: ${response.status}`);
  return { token: body.token, headers: { authorization: `Bearer ${body.token}` } };
}

async function getData<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

/**
 * The pages, with the demo data's ids: the catalogue's first course, the student's first course
 * with lessons, and an attempt the student starts at an open test (the screen they take it on).
 */
async function pagesToMeasure(origin: string, student: Student): Promise<Page[]> {
  const api = `${origin}/api`;
  const [firstCourse] = await getData<{ id: string }[]>(`${api}/courses?sort=popular&page=1&pageSize=1`);
  if (!firstCourse) throw new Error('The catalogue is empty: is the server running with the demo data?');
  const ownCourses = await getData<{ id: string }[]>(`${api}/courses/student/courses`, student.headers);
  let courseWithLessons: string | undefined;
  for (const course of ownCourses) {
    const lessons = await getData<unknown[]>(`${api}/courses/${course.id}/lessons`, student.headers);
    if (lessons.length > 0) {
      courseWithLessons = course.id;
      break;
    }
  }
  if (!courseWithLessons) throw new Error('The demo student has no course with lessons');
  const tests = await getData<
    { id: string; window: string; myAttempts: { id: string; submittedAt: string | null }[] }[]
  >(`${api}/quizzes/mine`, student.headers);
  const openTest = tests.find((test) => test.window === 'open');
  if (!openTest) throw new Error('The demo student has no open test');
  const attemptId =
    openTest.myAttempts.find((attempt) => attempt.submittedAt === null)?.id ??
    (await startAttempt(api, openTest.id, student));
  return [
    { name: 'landing', path: '/', signedIn: false },
    { name: 'catalogue', path: '/courses', signedIn: false },
    { name: 'public course page', path: `/courses/${firstCourse.id}`, signedIn: false },
    { name: 'sign-in', path: '/student-signin', signedIn: false },
    { name: 'student dashboard', path: '/student/dashboard', signedIn: true },
    { name: 'course with lessons', path: `/student/courses/${courseWithLessons}`, signedIn: true },
    { name: 'live classes', path: '/student/live-classes', signedIn: true },
    { name: 'attendance', path: '/student/attendance', signedIn: true },
    { name: 'test (taking it)', path: `/student/test-attempts/${attemptId}`, signedIn: true },
  ];
}

async function startAttempt(api: string, quizId: string, student: Student): Promise<string> {
  const response = await fetch(`${api}/quizzes/${quizId}/attempts`, { method: 'POST', headers: student.headers });
  if (!response.ok) throw new Error(`Starting the test answered ${response.status}`);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/** What Lighthouse clears before each load by default, and the IndexedDB an earlier run may have filled. */
const COLD_STORAGE: NonNullable<Flags['clearStorageTypes']> = [
  'file_systems',
  'shader_cache',
  'service_workers',
  'cache_storage',
  'indexeddb',
  'cookies',
];

/**
 * How long Lighthouse waits for the page to settle. Signed in, the app keeps the notification stream
 * (a streamed fetch) open, so the network is never quiet and Lighthouse would wait its full 45 s on
 * every student page. Every page's content is drawn well within this (observed, at most 8 s on the
 * shared 2-core machine under load); the simulated figures are computed from what loaded by then.
 */
const MAX_WAIT_FOR_LOAD_MS = 20_000;

/**
 * One cold Lighthouse load of a page in a fresh tab. The tab first opens a plain answer of the same
 * origin (the health check, which runs none of the app) to put the student's token in localStorage,
 * or take it out; Lighthouse's own reset then clears everything else, and for a signed-out page
 * localStorage too.
 */
async function measure(browser: Browser, origin: string, page: Page, token: string, port: number): Promise<Result> {
  const tab = await browser.newPage();
  try {
    await tab.goto(`${origin}/api/health`);
    await tab.evaluate(
      (key: string, value: string) => {
        localStorage.clear();
        sessionStorage.clear();
        if (value) localStorage.setItem(key, value);
      },
      TOKEN_KEY,
      page.signedIn ? token : '',
    );
    const flags: Flags = {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      clearStorageTypes: page.signedIn ? COLD_STORAGE : [...COLD_STORAGE, 'local_storage'],
      maxWaitForLoad: MAX_WAIT_FOR_LOAD_MS,
      // Not scored; taking it costs seconds a run on this machine.
      disableFullPageScreenshot: true,
    };
    const runner = await lighthouse(`${origin}${page.path}`, flags, undefined, tab);
    if (!runner) throw new Error(`Lighthouse returned nothing for ${page.name}`);
    const report = runner.lhr;
    if (report.runtimeError)
      throw new Error(`${page.name}: ${report.runtimeError.code} ${report.runtimeError.message}`);
    if (!report.finalDisplayedUrl.endsWith(page.path)) {
      throw new Error(`${page.name}: the page ended at ${report.finalDisplayedUrl}, not ${page.path} (signed out?)`);
    }
    return report;
  } finally {
    await tab.close();
  }
}

/** The run with the median performance score (Lighthouse's advice for several runs), ties by LCP. */
function medianRun(reports: Result[]): Result {
  const sorted = [...reports].sort(
    (a, b) =>
      (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0) ||
      (b.audits['largest-contentful-paint']?.numericValue ?? 0) -
        (a.audits['largest-contentful-paint']?.numericValue ?? 0),
  );
  const median = sorted[Math.floor(sorted.length / 2)];
  if (!median) throw new Error('No run to take the median of');
  return median;
}

function figuresOf(page: Page, report: Result): WebPageFigures {
  const score = (id: 'performance' | 'accessibility') => Math.round((report.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => report.audits[id]?.numericValue ?? 0;
  const requests = report.audits['network-requests']?.details;
  const items = requests?.type === 'table' ? requests.items : [];
  const jsBytes = items
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (typeof item.transferSize === 'number' ? item.transferSize : 0), 0);
  return {
    name: page.name,
    path: page.path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, ':id'),
    performance: score('performance'),
    lcpMs: Math.round(value('largest-contentful-paint')),
    tbtMs: Math.round(value('total-blocking-time')),
    cls: Number(value('cumulative-layout-shift').toFixed(3)),
    accessibility: score('accessibility'),
    jsKb: Number((jsBytes / 1024).toFixed(1)),
    benchmarkIndex: Math.round(report.environment.benchmarkIndex),
  };
}

await main();
