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

const START = '<!-- bench:results:start -->';
const END = '<!-- bench:results:end -->';

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
  const block = `${START}\n${parts.join('\n')}${END}`;
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < 0) return `${doc.trimEnd()}\n\n${block}\n`;
  return `${doc.slice(0, start)}${block}${doc.slice(end + END.length)}`;
}
