export interface CaseFigures {
  p50: number;
  /** Mean latency in ms, unrounded: autocannon's percentiles are whole milliseconds, too coarse to compare sub-millisecond reads across scales. */
  mean: number;
  p99: number;
  rps: number;
  requests: number;
  errors: number;
}

export interface BenchResult {
  scale: 'S' | 'L';
  database: string;
  measuredAt: string;
  machine: string;
  seconds: number;
  connections: number;
  dataset: Record<string, number>;
  cases: ({ name: string } & CaseFigures)[];
  underLoad: { reports: { answered: number; failed: number }; signIn: CaseFigures; catalogue: CaseFigures };
  landingPageJsGzipBytes: number;
}

/** The targets at scale L: p50 in ms under 10 connections. */
export const P50_TARGETS: Record<string, number> = {
  'catalogue page': 50,
  'course detail': 50,
  'teacher directory': 50,
  'student dashboard': 50,
  'student attendance with stats': 50,
  'teacher dashboard': 100,
  'teacher analytics': 100,
  'admin dashboard': 100,
  'admin analytics': 100,
};
export const MAX_L_OVER_S = 1.3;
export const MIN_COURSE_DETAIL_VS_BASELINE = 0.6;
/*
 * 110 KB before languages; the Lingui runtime, the language switcher and the landing page's message
 * catalogue (the site's: only the texts it shows) may add 5 KB (docs/performance.md, "Languages").
 */
export const MAX_LANDING_JS_KB = 115;

const ratio = (value: number, of: number) => (of > 0 ? value / of : 0);
const fixed = (value: number, digits = 2) => value.toFixed(digits);

function table(result: BenchResult, other: BenchResult | null): string[] {
  const baseline = result.cases[0]?.rps ?? 0;
  const lines = [
    `Scale ${result.scale} (${Object.entries(result.dataset)
      .map(([table, n]) => `${n.toLocaleString('en')} ${table}`)
      .join(
        ', ',
      )}), ${result.database}, ${result.connections} connections, ${result.seconds} s each, ${result.measuredAt.slice(0, 16).replace('T', ' ')} UTC, ${result.machine}:`,
    '',
    `| read | p50 ms | p99 ms | mean ms | req/s | errors | req/s ÷ baseline |${other ? ` mean ÷ ${other.scale} mean |` : ''}${result.scale === 'L' ? ' target p50 | met |' : ''}`,
    `|---|---:|---:|---:|---:|---:|---:|${other ? '---:|' : ''}${result.scale === 'L' ? '---:|:-:|' : ''}`,
  ];
  for (const row of result.cases) {
    const before = other?.cases.find((c) => c.name === row.name);
    const scaleRatio = before ? ratio(row.mean, before.mean) : null;
    const target = P50_TARGETS[row.name];
    const met =
      target === undefined
        ? ''
        : row.p50 <= target &&
            row.errors === 0 &&
            (scaleRatio === null || scaleRatio <= MAX_L_OVER_S) &&
            (row.name !== 'course detail' || ratio(row.rps, baseline) >= MIN_COURSE_DETAIL_VS_BASELINE)
          ? 'yes'
          : 'no';
    lines.push(
      `| ${row.name} | ${row.p50} | ${row.p99} | ${fixed(row.mean)} | ${row.rps.toLocaleString('en')} | ${row.errors} | ${fixed(ratio(row.rps, baseline))} |${
        other ? ` ${scaleRatio === null ? '' : fixed(scaleRatio)} |` : ''
      }${result.scale === 'L' ? ` ${target ?? ''} | ${met} |` : ''}`,
    );
  }
  const load = result.underLoad;
  lines.push(
    '',
    `While ${result.connections} connections asked for admin analytics with a different date range each time (no cache can help; ${load.reports.answered} answered and ${load.reports.failed} failed within the ${result.seconds} s, the rest still queued behind the report concurrency limit):`,
    '',
    '| meanwhile | p50 ms | p99 ms | req/s | errors |',
    '|---|---:|---:|---:|---:|',
    `| sign-in (1 connection) | ${load.signIn.p50} | ${load.signIn.p99} | ${load.signIn.rps} | ${load.signIn.errors} |`,
    `| catalogue page (2 connections) | ${load.catalogue.p50} | ${load.catalogue.p99} | ${load.catalogue.rps} | ${load.catalogue.errors} |`,
    '',
    `Landing page JavaScript (entry chunk, landing route, the site's English catalogue and everything they import), gzipped: ${fixed(result.landingPageJsGzipBytes / 1024, 1)} KB (target ≤ ${MAX_LANDING_JS_KB} KB).`,
  );
  return lines;
}

/** Replaces the generated part of docs/performance.md with the S and L results. */
export function renderPerformanceDoc(doc: string, small: BenchResult | null, large: BenchResult | null): string {
  const parts: string[] = [];
  if (small) parts.push(...table(small, null), '');
  if (large) parts.push(...table(large, small), '');
  return replaceBlock(doc, 'results', parts.join('\n'));
}

/**
 * Replaces the text between `<!-- bench:<name>:start -->` and `<!-- bench:<name>:end -->` in
 * docs/performance.md (appended at the end when the markers are missing).
 */
function replaceBlock(doc: string, name: string, text: string): string {
  const START = `<!-- bench:${name}:start -->`;
  const END = `<!-- bench:${name}:end -->`;
  const block = `${START}\n${text}${END}`;
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < 0) return `${doc.trimEnd()}\n\n${block}\n`;
  return `${doc.slice(0, start)}${block}${doc.slice(end + END.length)}`;
}

export interface MessagesBenchResult {
  measuredAt: string;
  machine: string;
  streams: number;
  /** Messages a second asked for, and for how long. */
  rate: number;
  seconds: number;
  /** How long sending really took (the schedule slips when the client is starved). */
  sendingSeconds: number;
  openStreamsSeconds: number;
  sent: number;
  /** Answered 201. */
  accepted: number;
  errors: number;
  /** The errors by kind (status or network failure), with how many of each. */
  errorKinds: Record<string, number>;
  /** Mean number of the cluster's database sessions per state (wait event) while sending. */
  databaseWaits: Record<string, number>;
  /** Accepted but not stored, or never announced on the recipient's stream. */
  lost: number;
  notStored: number;
  notAnnounced: number;
  /** `messages` events matching no message to that stream's account: mostly a sender's own stream hearing its send. */
  otherEvents: number;
  /** `messages` events with no conversation: the instance's listener reconnected and may have missed some. */
  resyncs: number;
  /** From just before the POST to the event on the recipient's stream. */
  latencyMs: { p50: number; p99: number; max: number };
  /** From just before the POST to its answer. */
  answerMs: { p50: number; p99: number };
  instances: {
    name: string;
    rssAfterOpenMb: number;
    rssAtEndMb: number;
    peakRssMb: number;
    cpuSecondsDuringRun: number;
    /** The instance's event loop delay while sending (its metrics). */
    eventLoopP99Ms: number;
    eventLoopMaxMs: number;
    /** Sends this instance answered, and its mean time per send from routing to answer. */
    sendsAnswered: number;
    sendMeanMs: number;
  }[];
  /** The benchmark's own event loop delay while sending: what it adds to every latency measured. */
  clientEventLoopP99Ms: number;
  targets: { p99Ms: number; lost: number; rssMb: number };
}

/** The figures of a `bench:messages` run as the table docs/performance.md shows (and the run prints). */
export function messagesTable(result: MessagesBenchResult): string {
  const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value).toLocaleString('en')} ms` : '–');
  const mb = (value: number) => `${Math.round(value)} MB`;
  const met = (ok: boolean) => (ok ? 'yes' : '**no**');
  const { targets } = result;
  const rows = [
    `| delivery latency p50 (send → recipient's stream event) | ${ms(result.latencyMs.p50)} | | |`,
    `| delivery latency p99 | ${ms(result.latencyMs.p99)} | ≤ ${ms(targets.p99Ms)} | ${met(result.latencyMs.p99 <= targets.p99Ms)} |`,
    `| delivery latency, slowest | ${ms(result.latencyMs.max)} | | |`,
    `| send answered, p50 / p99 | ${ms(result.answerMs.p50)} / ${ms(result.answerMs.p99)} | | |`,
    `| messages sent / answered 201 | ${result.sent.toLocaleString('en')} / ${result.accepted.toLocaleString('en')} | | |`,
    `| lost (answered 201 but not stored: ${result.notStored}, or not announced: ${result.notAnnounced}) | ${result.lost} | ${targets.lost} | ${met(result.lost <= targets.lost)} |`,
    `| errors (refused or failed sends, streams that ended) | ${result.errors}${
      result.errors > 0
        ? ` (${Object.entries(result.errorKinds)
            .map(([kind, n]) => `${kind}: ${n}`)
            .join('; ')})`
        : ''
    } | 0 | ${met(result.errors === 0)} |`,
    `| other \`messages\` events (senders' own streams) / resyncs | ${result.otherEvents.toLocaleString('en')} / ${result.resyncs} | | |`,
    ...result.instances.map(
      (instance) =>
        `| ${instance.name} RSS with the streams open / at the end / peak | ${mb(instance.rssAfterOpenMb)} / ${mb(instance.rssAtEndMb)} / ${mb(instance.peakRssMb)} | ≤ ${mb(targets.rssMb)} | ${met(instance.peakRssMb <= targets.rssMb)} |`,
    ),
    ...result.instances.map(
      (instance) =>
        `| ${instance.name} while sending: CPU / event loop delay p99, max / sends answered, mean time in the instance | ${instance.cpuSecondsDuringRun.toFixed(1)} s in ${result.sendingSeconds.toFixed(0)} s / ${ms(instance.eventLoopP99Ms)}, ${ms(instance.eventLoopMaxMs)} / ${instance.sendsAnswered.toLocaleString('en')}, ${ms(instance.sendMeanMs)} | | |`,
    ),
    `| the benchmark's own event loop delay p99 (added to what it measures) | ${ms(result.clientEventLoopP99Ms)} | | |`,
    `| the cluster's database sessions while sending, mean per sample by wait | ${
      Object.entries(result.databaseWaits)
        .slice(0, 5)
        .map(([what, n]) => `${what} ${n}`)
        .join('; ') || '–'
    } | | |`,
  ];
  return [
    `${result.measuredAt.slice(0, 16).replace('T', ' ')} UTC, ${result.machine}: ${result.streams.toLocaleString('en')} streams open (in ${result.openStreamsSeconds.toFixed(0)} s), ${result.rate} messages a second for ${result.seconds} s (sent over ${result.sendingSeconds.toFixed(1)} s):`,
    '',
    '| figure | measured | target | met |',
    '|---|---:|---:|:-:|',
    ...rows,
    '',
  ].join('\n');
}

/** Replaces the `bench:messages` block of docs/performance.md with this run's table. */
export function renderMessagesDoc(doc: string, result: MessagesBenchResult): string {
  return replaceBlock(doc, 'messages', messagesTable(result));
}

/** Latency figures of one kind of request, in ms. */
interface Spread {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export interface ExamBenchResult {
  measuredAt: string;
  machine: string;
  /** What was run: the test's size and length, and how the students behaved. */
  students: number;
  questions: number;
  minutes: number;
  saveSeconds: number;
  startSeconds: number;
  noSubmitPercent: number;
  /** The instance killed mid-test, and when (seconds after the first student started). */
  killed: { instance: string; secondsIn: number } | null;
  started: number;
  lastStartedSeconds: number;
  startMs: Spread;
  /** Answers given, confirmed (answered 200, perhaps after retries), confirmed after a retry, never confirmed. */
  saves: number;
  savesConfirmed: number;
  savesRetried: number;
  savesNeverConfirmed: number;
  /** Per answer: from its first try to the 200, retries included. */
  saveMs: Spread;
  /** Per save request answered 200. */
  saveRequestMs: Spread;
  submitMs: Spread;
  requests: number;
  requestsPerSecond: number;
  /** Requests not answered as expected (each retried), all told and within 15 s of the kill. */
  errors: number;
  errorsAroundKill: number;
  errorKinds: Record<string, number>;
  studentsHitByKill: number;
  lostByStudentsHitByKill: number;
  /** From the last student's end to every attempt submitted; null when some never were. */
  autoSubmitSeconds: number | null;
  verdict: {
    confirmed: number;
    lost: number;
    unsure: number;
    unexpected: number;
    attempts: number;
    notSubmitted: number;
    autoSubmitted: number;
    submittedByStudents: number;
    leftAndAutoSubmitted: number;
  };
  clientEventLoopP99Ms: number;
  targets: { saveP99Ms: number; errors: number; lost: number; notSubmitted: number };
}

/** The figures of a `bench:exam` run as the table docs/performance.md shows (and the run prints). */
export function examTable(result: ExamBenchResult): string {
  const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value).toLocaleString('en')} ms` : '–');
  const spread = (s: Spread) => `${ms(s.p50)} / ${ms(s.p95)} / ${ms(s.p99)} / ${ms(s.max)}`;
  const n = (value: number) => value.toLocaleString('en');
  const met = (ok: boolean) => (ok ? 'yes' : '**no**');
  const { targets, verdict } = result;
  const leaving = Math.round((result.students * result.noSubmitPercent) / 100);
  const rows = [
    // The issue's load: every start asked for within the window must be answered; how long the last
    // answer took after the window opened is shown beside it (its last start is asked at its very end).
    `| students started (asked within ${result.startSeconds} s) / last start answered after | ${n(result.started)} of ${n(result.students)} / ${result.lastStartedSeconds.toFixed(1)} s | all | ${met(result.started === result.students)} |`,
    `| start answered p50 / p95 / p99 / slowest | ${spread(result.startMs)} | | |`,
    `| **answer saved p50 / p95 / p99 / slowest** (first try → 200, retries included) | ${spread(result.saveMs)} | p99 ≤ ${ms(targets.saveP99Ms)} | ${met(result.saveMs.p99 <= targets.saveP99Ms)} |`,
    `| save request answered 200, p50 / p95 / p99 / slowest | ${spread(result.saveRequestMs)} | | |`,
    `| submit answered p50 / p95 / p99 / slowest | ${spread(result.submitMs)} | | |`,
    `| answers given / confirmed / confirmed after a retry / never confirmed | ${n(result.saves)} / ${n(result.savesConfirmed)} / ${n(result.savesRetried)} / ${n(result.savesNeverConfirmed)} | | |`,
    `| requests / requests a second (start, save, submit) | ${n(result.requests)} / ${Math.round(result.requestsPerSecond)} | | |`,
    `| errors (requests failed or refused, each retried) | ${n(result.errors)}${
      result.errors > 0
        ? ` (${n(result.errorsAroundKill)} within 15 s of the kill; ${Object.entries(result.errorKinds)
            .slice(0, 6)
            .map(([kind, count]) => `${kind}: ${count}`)
            .join('; ')})`
        : ''
    } | ${targets.errors} | ${met(result.errors <= targets.errors)} |`,
    `| **answers lost** (confirmed, but the database holds another value or none) | ${n(verdict.lost)} of ${n(verdict.confirmed)} | ${targets.lost} | ${met(verdict.lost <= targets.lost)} |`,
    `| answers with a later unconfirmed save (either value counts) / stored answers nobody gave | ${n(verdict.unsure)} / ${n(verdict.unexpected)} | | |`,
    `| **attempts not submitted** after the deadline | ${n(verdict.notSubmitted)} of ${n(verdict.attempts)} | ${targets.notSubmitted} | ${met(verdict.attempts === result.students && verdict.notSubmitted <= targets.notSubmitted)} |`,
    `| submitted by the student / by the server (of ${n(leaving)} who left: ${n(verdict.leftAndAutoSubmitted)}) | ${n(verdict.submittedByStudents)} / ${n(verdict.autoSubmitted)} | | |`,
    `| every attempt submitted, after the students stopped | ${result.autoSubmitSeconds === null ? 'not within 60 s' : `${result.autoSubmitSeconds.toFixed(1)} s`} | | |`,
    result.killed
      ? `| ${result.killed.instance} killed (SIGKILL) ${result.killed.secondsIn.toFixed(0)} s in: students who met an error then / their answers lost | ${n(result.studentsHitByKill)} / ${n(result.lostByStudentsHitByKill)} | – / 0 | ${met(result.lostByStudentsHitByKill === 0)} |`
      : '| no instance killed | | | |',
    `| the benchmark's own event loop delay p99 (added to what it measures) | ${ms(result.clientEventLoopP99Ms)} | | |`,
  ];
  return [
    `${result.measuredAt.slice(0, 16).replace('T', ' ')} UTC, ${result.machine}: ${n(result.students)} students start one ${result.questions}-question, ${result.minutes}-minute test within ${result.startSeconds} s, each saving an answer every ${result.saveSeconds} s on average; ${result.noSubmitPercent} % never submit:`,
    '',
    '| figure | measured | target | met |',
    '|---|---:|---:|:-:|',
    ...rows,
    '',
  ].join('\n');
}

/** Replaces the `bench:exam` block of docs/performance.md with this run's table. */
export function renderExamDoc(doc: string, result: ExamBenchResult): string {
  return replaceBlock(doc, 'exam', examTable(result));
}

/** One page's figures from its median Lighthouse run (`npm run bench:web`). */
export interface WebPageFigures {
  name: string;
  /** The address measured, ids as `:id`. */
  path: string;
  /** Lighthouse's performance and accessibility scores, 0–100. */
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  accessibility: number;
  /** JavaScript transferred (compressed, as on the wire), KB. */
  jsKb: number;
  /** Lighthouse's measure of the machine's speed during the run (a quiet laptop ~1,500–2,000). */
  benchmarkIndex: number;
}

export interface WebBenchResult {
  measuredAt: string;
  machine: string;
  chromium: string;
  lighthouse: string;
  /** How the pages were served, in words (through nginx with HTTP/2, or the Node server directly). */
  served: string;
  /** Loads per page; the figures are the median run's. */
  runs: number;
  pages: WebPageFigures[];
}

/** The issue's targets for every page (Lighthouse mobile, simulated slow 4G). */
export const WEB_TARGETS = { performance: 90, lcpMs: 2500, tbtMs: 200, cls: 0.1, accessibility: 95 };

export function webTable(result: WebBenchResult): string {
  const t = WEB_TARGETS;
  const mark = (ok: boolean, text: string) => (ok ? text : `**${text}**`);
  const rows = result.pages.map((page) => {
    const met =
      page.performance >= t.performance &&
      page.lcpMs <= t.lcpMs &&
      page.tbtMs <= t.tbtMs &&
      page.cls <= t.cls &&
      page.accessibility >= t.accessibility;
    return `| ${page.name} | \`${page.path}\` | ${mark(page.performance >= t.performance, String(page.performance))} | ${mark(page.lcpMs <= t.lcpMs, (page.lcpMs / 1000).toFixed(1))} | ${mark(page.tbtMs <= t.tbtMs, String(page.tbtMs))} | ${mark(page.cls <= t.cls, page.cls.toFixed(3))} | ${mark(page.accessibility >= t.accessibility, String(page.accessibility))} | ${page.jsKb.toFixed(1)} | ${page.benchmarkIndex} | ${met ? 'yes' : 'no'} |`;
  });
  return [
    `${result.measuredAt.slice(0, 16).replace('T', ' ')} UTC, ${result.machine}, Chromium ${result.chromium}, Lighthouse ${result.lighthouse}, mobile, simulated slow 4G, served by ${result.served}; the median of ${result.runs} cold loads per page (a figure missing its target in bold):`,
    '',
    '| page | address | performance | LCP s | TBT ms | CLS | accessibility | JS KB | benchmark index | met |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|:-:|',
    `| target | | ≥ ${t.performance} | ≤ ${(t.lcpMs / 1000).toFixed(1)} | ≤ ${t.tbtMs} | ≤ ${t.cls} | ≥ ${t.accessibility} | | | |`,
    ...rows,
    '',
  ].join('\n');
}

/** Replaces the `bench:web` block of docs/performance.md with this run's table. */
export function renderWebDoc(doc: string, result: WebBenchResult): string {
  return replaceBlock(doc, 'web', webTable(result));
}
