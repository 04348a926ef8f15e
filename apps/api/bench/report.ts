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
