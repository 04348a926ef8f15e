import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type ESTree, type Plugin, parseSync, type Rolldown } from 'vite';
/*
 * The contract by path: Vite bundles its config with files it reaches by path, while a package's
 * TypeScript files would be left to Node, which cannot load them.
 */
import { LANGUAGES, type Language } from '../../../packages/contract/src/languages.ts';
import {
  type Portal,
  portalBasePaths,
  type ScreenKey,
  screenPaths,
} from '../../../packages/contract/src/screen-paths.ts';
import { SCREEN_PRELOADS_FILE, type ScreenPreloads } from '../../../packages/contract/src/screen-preloads.ts';

/*
 * Writes `screen-preloads.json` beside index.html: for each screen, every JavaScript file it loads
 * beyond the entry (the route tables, guards, layouts and its page, with what they import) and its
 * texts in each language. The server names them in the page's HTML (apps/api/src/web-app.ts), so a
 * first visit downloads them all at once instead of discovering them one step after another
 * (docs/performance.md, "Preloads per screen").
 *
 * Which page module a screen loads comes from its feature's definitions (src/features/<area>/routes/
 * screens.ts, read as written: `portalScreen('key', …import('./page')…)`); which route tables, guards
 * and layouts surround it mirrors app/router.tsx, app/site-routes.tsx and app/portal-routes.tsx (and the
 * catalogues lib/i18n.ts loads). A file
 * named here that the build no longer has fails the build, so the two cannot drift apart quietly.
 */

const webDir = path.resolve(import.meta.dirname, '..');
const source = (file: string) => path.join(webDir, 'src', file);

/** What every page but the landing page loads (app/router.tsx, app/site-routes.tsx): the site's route table and its TanStack Query layout. */
const SITE_PARTS = ['app/site-routes.tsx', 'app/query-layout.tsx', 'lib/catalogue-files.ts'];
/** The frames of the site's pages (app/site-routes.tsx). */
const FRAME_PARTS: Record<string, string[]> = {
  public: ['features/public/components/public-layout.tsx'],
  auth: ['app/layouts/auth-layout.tsx'],
  none: [],
};
/** A portal's route table, guard and layout (app/portal-routes.tsx); staff portals add the two-step gate. */
const portalParts = (portal: Portal) => [
  'app/portal-routes.tsx',
  'app/guards/require-portal.tsx',
  'app/layouts/portal-layout.tsx',
  ...(portal === 'student' ? [] : ['app/guards/two-step-setup-gate.tsx']),
];
/** The landing page is in app/router.tsx itself, with the site's links. */
const LANDING_PARTS = ['features/public/routes/landing-page.tsx', 'app/site-nav.ts'];

/**
 * The catalogues (lib/i18n.ts): the site's before every first screen, the shell's (with the contract's,
 * lib/catalogue-files.ts) with every route table but the landing page's, the public feature's with the
 * public frame, the portal layout's three, and each screen's own feature's.
 */
const SITE_TEXTS = 'locales/site';
const SHELL_TEXTS = ['locales', '../../../packages/contract/src/locales'];
const PUBLIC_TEXTS = ['features/public/locales'];
const PORTAL_TEXTS = ['features/notifications/locales', 'features/messages/locales', 'features/auth/locales'];

/** Every screen definition: each feature's, and the app's own beside the site's links. */
const screenFiles = (): string[] => [
  ...readdirSync(source('features'))
    .map((feature) => source(`features/${feature}/routes/screens.ts`))
    .filter((file) => existsSync(file)),
  source('app/site-nav.ts'),
];

export interface ScreenSource {
  key: ScreenKey;
  /** The site's frame ('public', 'auth' or 'none'); undefined for a portal screen. */
  frame: string | undefined;
  /** The page module, a path under src/. */
  page: string;
  /** The feature whose texts load with it, a path under src/. */
  texts: string | undefined;
}

type Node = ESTree.Node;

function* nodesOf(node: unknown): Generator<Node> {
  if (Array.isArray(node)) {
    for (const child of node) yield* nodesOf(child);
  } else if (node !== null && typeof node === 'object' && typeof (node as { type?: unknown }).type === 'string') {
    yield node as Node;
    for (const [field, value] of Object.entries(node)) if (field !== 'type') yield* nodesOf(value);
  }
}

const stringOf = (node: Node | undefined | null): string | undefined =>
  node?.type === 'Literal' && typeof node.value === 'string' ? node.value : undefined;

/** The module a loader (`async () => (await import('./page')).Page`, or a name declared so) imports. */
function importedBy(node: Node, declared: Map<string, Node>): string | undefined {
  const loader = node.type === 'Identifier' ? declared.get(node.name) : node;
  for (const inner of nodesOf(loader)) if (inner.type === 'ImportExpression') return stringOf(inner.source as Node);
  return undefined;
}

/** The screens one feature's screens.ts defines. */
function screensIn(file: string): ScreenSource[] {
  const code = readFileSync(file, 'utf8');
  const { program, errors } = parseSync(file, code);
  if (errors.length > 0) throw new Error(`screen preloads: ${file} does not parse: ${errors[0]?.message}`);
  const declared = new Map<string, Node>();
  let feature: string | undefined;
  const calls: ESTree.CallExpression[] = [];
  for (const node of nodesOf(program)) {
    if (node.type === 'VariableDeclarator' && node.id.type === 'Identifier' && node.init)
      declared.set(node.id.name, node.init);
    if (node.type !== 'CallExpression' || node.callee.type !== 'Identifier') continue;
    if (node.callee.name === 'featureScreens') feature = stringOf(node.arguments[0] as Node);
    if (node.callee.name === 'portalScreen' || node.callee.name === 'siteScreen') calls.push(node);
  }
  return calls.map((call) => {
    const [keyArgument, ...rest] = call.arguments as Node[];
    const key = stringOf(keyArgument);
    const site = (call.callee as ESTree.IdentifierReference).name === 'siteScreen';
    const frame = site ? stringOf(rest[0]) : undefined;
    const loader = site ? rest[1] : rest[0];
    const imported = loader && importedBy(loader, declared);
    if (key === undefined || !(key in screenPaths) || imported === undefined || (site && frame === undefined))
      throw new Error(`screen preloads: ${file} defines a screen this build cannot read (${key ?? 'no key'})`);
    const page = path.relative(path.join(webDir, 'src'), path.resolve(path.dirname(file), `${imported}.tsx`));
    return { key: key as ScreenKey, frame, page, texts: feature && `features/${feature}/locales` };
  });
}

/** Every screen the app defines, but the landing page (app/router.tsx holds that one). */
export const screenSources = (): ScreenSource[] => screenFiles().flatMap(screensIn);

export function screenPreloads(): Plugin {
  return {
    name: 'tutorium-screen-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
      const byModule = new Map<string, Rolldown.OutputChunk>();
      for (const chunk of chunks)
        if (chunk.facadeModuleId) byModule.set(chunk.facadeModuleId.split('?')[0] ?? '', chunk);
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (entry === undefined) throw new Error('screen preloads: the build has no entry chunk');

      /** A file's chunk and what it imports, transitively, as the browser needs them before it runs. */
      const closure = (chunk: Rolldown.OutputChunk, into = new Set<string>()): Set<string> => {
        if (into.has(chunk.fileName)) return into;
        into.add(chunk.fileName);
        for (const imported of chunk.imports) {
          const next = bundle[imported];
          if (next?.type === 'chunk') closure(next, into);
        }
        return into;
      };
      const withEntry = closure(entry);
      const chunkOf = (file: string): Rolldown.OutputChunk => {
        const chunk = byModule.get(source(file));
        if (chunk === undefined) throw new Error(`screen preloads: the build has no chunk for src/${file}`);
        return chunk;
      };
      const filesOf = (parts: readonly string[]): string[] => {
        const files = new Set<string>();
        for (const part of parts) closure(chunkOf(part), files);
        return [...files].filter((file) => !withEntry.has(file)).map((file) => `/${file}`);
      };
      const textsOf = (catalogues: readonly (string | undefined)[], language: Language): string[] =>
        filesOf(catalogues.flatMap((catalogue) => (catalogue === undefined ? [] : [`${catalogue}/${language}.po`])));

      const screens: ScreenPreloads['screens'] = {};
      const add = (key: ScreenKey, parts: string[], catalogues: (string | undefined)[]) => {
        screens[key] = {
          modules: filesOf(parts),
          texts: Object.fromEntries(LANGUAGES.map((language) => [language, textsOf(catalogues, language)])),
        };
      };
      add('site.landing', LANDING_PARTS, [SITE_TEXTS]);
      for (const { key, frame, page, texts } of screenSources()) {
        const portal = (Object.keys(portalBasePaths) as Portal[]).find((name) => key.startsWith(`${name}.`));
        if (portal === undefined) {
          const frameTexts = frame === 'public' ? PUBLIC_TEXTS : [];
          add(
            key,
            [...SITE_PARTS, ...(FRAME_PARTS[frame ?? ''] ?? []), page],
            [SITE_TEXTS, ...SHELL_TEXTS, ...frameTexts, texts],
          );
        } else {
          add(key, [...SITE_PARTS, ...portalParts(portal), page], [SITE_TEXTS, ...SHELL_TEXTS, ...PORTAL_TEXTS, texts]);
        }
      }
      this.emitFile({ type: 'asset', fileName: SCREEN_PRELOADS_FILE, source: JSON.stringify({ screens }) });
    },
  };
}
