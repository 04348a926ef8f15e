import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { screenParts, source } from './screen-preloads.ts';

/*
 * Chunks by screen (docs/performance.md, "Chunks per screen"). Left to itself the bundler gives every
 * set of lazily loaded modules that share code its own chunk, so a student's screen loaded ~100 files,
 * most under 2 KB: each is a request and a task on the phone, and the page's ~100 preload tags alone
 * kept the main thread busy for a tenth of a second before any script ran. Every screen downloads all
 * of its files at once (the server names them in the page, build/screen-preloads.ts), so:
 *
 * - modules that exactly the same screens load share one file, at no cost to any screen;
 * - modules that many screens load (COMMON_SCREENS or more: the cards, the formatting, the contract's
 *   shared schemas) share one file per set of portals that load them, so a screen may download a
 *   little it does not run (a few KB compressed; the catalogue ~25 KB), in a few files instead of
 *   dozens;
 * - but the landing page, and each thing it and the entry load lazily as they run, get nothing they
 *   do not run: a visitor's first page stays as small as it was.
 *
 * Left to the bundler's own chunking: the entry's modules (the `index` group), the catalogues (one
 * file per language, named after their part), the catalogue map the service worker precaches by name
 * (lib/catalogue-files.ts), and modules no screen loads before it draws (dialogs, charts and the
 * like, loaded when needed).
 */

/** From how many screens on a module counts as common (of ~90: the shared components and schemas). */
export const COMMON_SCREENS = 20;

/** Modules kept in their own chunk: the service worker precaches it by its name (vite.config.ts). */
const OWN_CHUNK = [source('lib/catalogue-files.ts')];

const withoutQuery = (id: string) => id.split('?')[0] ?? id;

/** The part of the module graph this needs: what a module imports, statically and lazily (`import()`). */
export interface ModuleGraph {
  importsOf(id: string): readonly string[];
  lazyImportsOf(id: string): readonly string[];
}

/** A screen's key and the modules it loads beyond the entry (absolute paths, as the bundler names modules). */
export interface ScreenRoots {
  key: string;
  roots: readonly string[];
}

/** Modules and every module they import, transitively: statically, and lazily too but for the modules in `lazilyBut`. */
function closure(roots: readonly string[], graph: ModuleGraph, lazilyBut?: ReadonlySet<string>): Set<string> {
  const reached = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    pending.push(...graph.importsOf(id));
    if (lazilyBut) pending.push(...graph.lazyImportsOf(id).filter((lazy) => !lazilyBut.has(lazy)));
  }
  return reached;
}

const portalOf = (screen: string) => screen.split('.')[0] ?? screen;

const digest = (keys: readonly string[]) => createHash('sha256').update(keys.join(' ')).digest('hex').slice(0, 8);

/** Whether a screen key is the landing page or one of its (or the entry's) lazy parts. */
const landingPart = (key: string) => key === 'site.landing' || key.startsWith('lazy:');

/**
 * A chunk's name from the screens that load it (sorted): one screen's key, a digest of a few, or
 * for many, the portals and a digest of the landing page's parts among them.
 */
function chunkName(keys: readonly string[]): string {
  const landing = keys.filter(landingPart);
  const screens = keys.filter((key) => !landingPart(key));
  if (screens.length >= COMMON_SCREENS) {
    const portals = [...new Set(screens.map(portalOf))].sort().join('-');
    return landing.length === 0 ? `common-${portals}` : `common-${portals}-${digest(landing)}`;
  }
  if (keys.length === 1 && landing.length === 0) return `screen-${keys[0]?.replace('.', '-')}`;
  return `screens-${digest(keys)}`;
}

/**
 * What the entry and the landing page load lazily as they run (the landing page's lazy parts, the
 * session check, the answers' error schema, the queued writes' endpoints), each as a screen of its
 * own named `lazy:<path>`: grouped with the screens alone, a visitor's first page would download a
 * whole common chunk for one of them.
 */
function lazyRoots(entry: string, screens: readonly ScreenRoots[], graph: ModuleGraph): ScreenRoots[] {
  const screenRoots = new Set(screens.flatMap(({ roots }) => roots));
  const landing = screens.find(({ key }) => key === 'site.landing')?.roots ?? [];
  const loaded = closure([entry, ...landing], graph, screenRoots);
  const roots = new Set<string>();
  for (const id of loaded)
    for (const lazy of graph.lazyImportsOf(id)) if (loaded.has(lazy) && !screenRoots.has(lazy)) roots.add(lazy);
  return [...roots].map((id) => ({ key: `lazy:${path.relative(source(''), withoutQuery(id))}`, roots: [id] }));
}

/**
 * For each module a screen loads beyond the entry, the name of its chunk. A module's imports are
 * loaded by every screen that loads it, and maybe more, so an import's chunk is named for the same
 * screens or more (or the same portals or more): chunks import only such chunks, never back. A
 * common chunk holds only modules that the same landing parts load (often none), so the landing page
 * and its lazy parts never download a module they do not run.
 */
export function chunkNames(
  screens: readonly ScreenRoots[],
  graph: ModuleGraph,
  entry = source('main.tsx'),
): Map<string, string> {
  const inEntry = closure([entry], graph);
  const loadedBy = new Map<string, string[]>();
  for (const { key, roots } of [...screens, ...lazyRoots(entry, screens, graph)]) {
    for (const id of closure(roots, graph)) {
      // `\0` marks the bundler's own modules (its runtime).
      if (
        inEntry.has(id) ||
        id.startsWith('\0') ||
        withoutQuery(id).endsWith('.po') ||
        OWN_CHUNK.includes(withoutQuery(id))
      )
        continue;
      loadedBy.set(id, [...(loadedBy.get(id) ?? []), key]);
    }
  }
  return new Map([...loadedBy].map(([id, keys]) => [id, chunkName(keys.sort())]));
}

/**
 * The code-splitting group (vite.config.ts). It takes no module's imports along
 * (`includeDependenciesRecursively: false`): each import has its own chunk by the rule above.
 */
export function screenChunks(): Rolldown.CodeSplittingGroup {
  const screens = screenParts().map(({ key, parts }) => ({ key, roots: parts.map(source) }));
  let names: { ctx: Rolldown.ChunkingContext; byModule: Map<string, string> } | undefined;
  return {
    debugName: 'screen chunks',
    name(id, ctx) {
      if (names?.ctx !== ctx) {
        const graph: ModuleGraph = {
          importsOf: (module) => ctx.getModuleInfo(module)?.importedIds ?? [],
          lazyImportsOf: (module) => ctx.getModuleInfo(module)?.dynamicallyImportedIds ?? [],
        };
        names = { ctx, byModule: chunkNames(screens, graph) };
      }
      return names.byModule.get(id) ?? null;
    },
    includeDependenciesRecursively: false,
  };
}

/**
 * Fails the build when its chunks import each other in a circle. The rule above never makes one; a
 * circle would let a chunk run before a chunk it reads from has, so this keeps the rule honest.
 */
export function chunksWithoutCircles(): Plugin {
  return {
    name: 'tutorium-chunks-without-circles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const done = new Set<string>();
      const visit = (fileName: string, trail: string[]) => {
        if (trail.includes(fileName))
          throw new Error(`chunks import each other in a circle: ${[...trail, fileName].join(' → ')}`);
        if (done.has(fileName)) return;
        const chunk = bundle[fileName];
        if (chunk?.type === 'chunk') for (const imported of chunk.imports) visit(imported, [...trail, fileName]);
        done.add(fileName);
      };
      for (const fileName of Object.keys(bundle)) visit(fileName, []);
    },
  };
}
