// Fails when the app's entry or a screen's own JavaScript (gzipped) grows past its budget in
// route-budgets.json (docs/performance.md, "JavaScript budgets"). Reads the manifest of a production
// build made with `vite build --manifest`; `--write` sets every budget to what is measured now plus
// the headroom, for a change that grows a screen on purpose.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const budgetsFile = fileURLToPath(new URL('../route-budgets.json', import.meta.url));
/** A budget leaves this much room over the size it was set at, so a small fix never trips it. */
const HEADROOM = 1.05;
/** The screens: the page modules the route tables load on demand. */
const SCREEN = /^src\/(features\/[^/]+\/routes\/[^/]+\.tsx)$/;

const [distDir, flag] = process.argv.slice(2);
if (!distDir) {
  console.error('usage: check-route-budgets.mjs <dist dir of a build with --manifest> [--write]');
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));

/** Every manifest key `key` needs before it runs: itself and what it imports statically, transitively. */
function closure(key, into = new Set()) {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, into);
  return into;
}

const gzipSizes = new Map();
/** Gzipped bytes of the JavaScript files of these manifest keys. */
function jsBytes(keys) {
  let bytes = 0;
  for (const key of keys) {
    const file = manifest[key]?.file;
    if (!file?.endsWith('.js')) continue;
    if (!gzipSizes.has(file))
      gzipSizes.set(file, gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length);
    bytes += gzipSizes.get(file);
  }
  return bytes;
}

const entry = closure('index.html');
const measured = { entry: jsBytes(entry), routes: {} };
for (const key of Object.keys(manifest).sort()) {
  const screen = SCREEN.exec(key)?.[1];
  if (!screen || !manifest[key].isDynamicEntry) continue;
  // What opening the screen downloads beyond the entry every page has already loaded.
  const own = [...closure(key)].filter((imported) => !entry.has(imported));
  measured.routes[screen] = jsBytes(own);
}

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const budgetOf = (bytes) => Math.ceil((bytes / 1024) * HEADROOM * 10) / 10;

if (flag === '--write') {
  const budgets = {
    entryKb: budgetOf(measured.entry),
    routesKb: Object.fromEntries(Object.entries(measured.routes).map(([screen, bytes]) => [screen, budgetOf(bytes)])),
  };
  writeFileSync(budgetsFile, `${JSON.stringify(budgets, null, 2)}\n`);
  console.log(`route budgets written for the entry and ${Object.keys(budgets.routesKb).length} screens`);
  process.exit(0);
}

const budgets = JSON.parse(readFileSync(budgetsFile, 'utf8'));
const problems = [];
if (kb(measured.entry) > budgets.entryKb)
  problems.push(`the entry is ${kb(measured.entry)} KB gzipped, over its budget of ${budgets.entryKb} KB`);
for (const [screen, bytes] of Object.entries(measured.routes)) {
  const budget = budgets.routesKb[screen];
  if (budget === undefined) problems.push(`${screen} (${kb(bytes)} KB) has no budget in route-budgets.json`);
  else if (kb(bytes) > budget) problems.push(`${screen} is ${kb(bytes)} KB gzipped, over its budget of ${budget} KB`);
}
for (const screen of Object.keys(budgets.routesKb)) {
  if (!(screen in measured.routes))
    problems.push(`route-budgets.json names ${screen}, which is no screen of the build`);
}
if (problems.length > 0) {
  console.error(`check-route-budgets: ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
  console.error(
    'Make the screen smaller, or raise its budget on purpose: edit apps/web/route-budgets.json, or run `npm run budgets:write -w @tutorium/web` and review the diff.',
  );
  process.exit(1);
}
const largest = Object.entries(measured.routes).sort((a, b) => b[1] - a[1])[0];
console.log(
  `check-route-budgets: the entry (${kb(measured.entry)} KB) and ${Object.keys(measured.routes).length} screens are within budget; the largest screen is ${largest?.[0]} at ${kb(largest?.[1] ?? 0)} KB gzipped.`,
);
