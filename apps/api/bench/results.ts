import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const repoDir = path.resolve(import.meta.dirname, '../../..');

/**
 * Keeps a benchmark's result: `bench/results/<name>.json`, and its section of docs/performance.md
 * redrawn by `renderDoc` (report.ts) from the file as it stands.
 */
export function writeResults<Result>(
  name: string,
  result: Result,
  renderDoc: (doc: string, result: Result) => string,
): void {
  const resultsDir = path.join(repoDir, 'bench', 'results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, `${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
  const docPath = path.join(repoDir, 'docs', 'performance.md');
  writeFileSync(docPath, renderDoc(readFileSync(docPath, 'utf8'), result));
  console.log(`Wrote bench/results/${name}.json and docs/performance.md`);
}
