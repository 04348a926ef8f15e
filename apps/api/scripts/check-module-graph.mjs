// Fails when the folders of apps/api/src import each other in a loop (docs/architecture.md, "Import
// rules and lint"). Biome's noImportCycles sees loops between files; this sees loops between areas:
// each module (modules/<m>), each other folder (platform, db, seed, cli) and each root file is one node.
// Imports are resolved by esbuild, as the production bundle resolves them; `import type` is kept as
// an import, since a type also ties one area to another.
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const apiRoot = path.resolve(import.meta.dirname, '..');
const sourceRoot = 'src';

const sourceFiles = (folder) =>
  readdirSync(path.join(apiRoot, folder), { withFileTypes: true }).flatMap((entry) => {
    const child = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(child);
    return entry.name.endsWith('.ts') ? [child] : [];
  });

/** Type-only imports become plain ones, and `verbatimModuleSyntax` keeps every import, used or not. */
const keepTypeImports = {
  name: 'keep-type-imports',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const contents = source
        .replace(/^import type /gm, 'import ')
        .replace(/^export type (?=[{*])/gm, 'export ')
        .replace(/^(import|export)\s*\{[^}]*\}\s*from/gm, (statement) => statement.replace(/\btype\s+/g, ''));
      return { loader: 'ts', contents };
    });
  },
};

/** The area a source file belongs to: `modules/<m>`, another folder under src/, or the root file itself. */
function areaOf(file) {
  const parts = path.relative(sourceRoot, file).split(path.sep);
  if (parts[0] === 'modules' && parts.length > 2) return `modules/${parts[1]}`;
  return parts[0];
}

const result = await build({
  entryPoints: sourceFiles(sourceRoot),
  absWorkingDir: apiRoot,
  bundle: true,
  write: false,
  metafile: true,
  platform: 'node',
  format: 'esm',
  packages: 'external',
  outdir: 'module-graph',
  logLevel: 'error',
  tsconfigRaw: { compilerOptions: { verbatimModuleSyntax: true } },
  plugins: [keepTypeImports],
});

/** area -> area it imports -> one import that makes the edge, as "file -> file". */
const edges = new Map();
for (const [file, input] of Object.entries(result.metafile.inputs)) {
  for (const imported of input.imports) {
    if (imported.external || !imported.path.startsWith(sourceRoot)) continue;
    const from = areaOf(file);
    const to = areaOf(imported.path);
    if (from === to) continue;
    if (!edges.has(from)) edges.set(from, new Map());
    if (!edges.get(from).has(to)) edges.get(from).set(to, `${file} -> ${imported.path}`);
  }
}

/** Every loop found by a depth-first walk, each once, as the list of areas it passes. */
function findLoops() {
  const loops = [];
  const done = new Set();
  const walk = (area, trail) => {
    const at = trail.indexOf(area);
    if (at !== -1) {
      loops.push(trail.slice(at));
      return;
    }
    if (done.has(area)) return;
    for (const next of edges.get(area)?.keys() ?? []) walk(next, [...trail, area]);
    done.add(area);
  };
  for (const area of [...edges.keys()].sort()) walk(area, []);
  return loops;
}

const loops = findLoops();
if (loops.length > 0) {
  console.error(`Areas of apps/api/src import each other in a loop (${loops.length}):`);
  for (const loop of loops) {
    console.error(`  ${[...loop, loop[0]].join(' -> ')}`);
    loop.forEach((area, index) => {
      console.error(`    ${edges.get(area).get(loop[(index + 1) % loop.length])}`);
    });
  }
  console.error('Move what both sides need into a lower module (or platform/), or turn one dependency around.');
  process.exit(1);
}
console.log(`No import loop between the ${new Set([...edges.keys()]).size} areas of apps/api/src.`);
