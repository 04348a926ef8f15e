import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}

/** The module of the landing route, as the web build's manifest names it. */
export const LANDING_ROUTE_MODULE = 'src/features/public/routes/landing-page.tsx';

/**
 * The message catalogues the landing page loads for an English reader: the site's alone, which holds
 * exactly the texts the landing page shows (apps/web/lingui.config.ts, lib/i18n.ts); the shell's and
 * the features' load with the other pages. Another language's is the same size, give or take its script.
 */
export const LANDING_CATALOGUES = ['src/locales/site/en.po'];

/**
 * The JavaScript a first visit to the landing page downloads, gzipped: the entry chunk index.html
 * loads, the landing route's chunk, its message catalogues, and every chunk any of those imports
 * statically (what the browser fetches before running them). Read from a build made with `--manifest`.
 */
export function landingPageJs(distDir: string): { files: string[]; gzipBytes: number } {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entry = manifest['index.html'];
  const landing = Object.entries(manifest).find(([key]) => key === LANDING_ROUTE_MODULE)?.[0];
  if (!entry || !landing) throw new Error(`The manifest in ${distDir} has no index.html or ${LANDING_ROUTE_MODULE}`);
  const keys = new Set<string>();
  const visit = (key: string) => {
    if (keys.has(key)) return;
    keys.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit('index.html');
  visit(landing);
  for (const catalogue of LANDING_CATALOGUES) {
    if (!manifest[catalogue]) throw new Error(`The manifest in ${distDir} has no ${catalogue}`);
    visit(catalogue);
  }
  const files = [...keys].map((key) => manifest[key]?.file ?? '').filter((file) => file.endsWith('.js'));
  const gzipBytes = files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length,
    0,
  );
  return { files, gzipBytes };
}
