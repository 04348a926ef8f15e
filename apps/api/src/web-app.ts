import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { Language } from '@tutorium/contract/languages';
import { isPagePath, type ScreenKey, screenOfPath } from '@tutorium/contract/screen-paths';
import { SCREEN_PRELOADS_FILE, type ScreenPreloads, screenPreloadsSchema } from '@tutorium/contract/screen-preloads';
import { textWith } from '@tutorium/contract/text-with';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from './config';
import { notFound } from './platform/errors';
import { languageOf } from './platform/language';
import { webFileLogLevel } from './platform/logging';

const noRoute = (request: FastifyRequest) =>
  notFound(
    textWith(/*i18n*/ 'No route {method} {path}', { method: request.method, path: request.url.split('?')[0] ?? '' }),
  );

/**
 * The id of the web build in `distDir` (written by apps/web/vite.config.ts), read once: it names the
 * build in every API answer, so an open page learns of a deployment. Null without a build (development,
 * tests): then no answer names one, and no page is asked to reload.
 */
export function webBuildId(distDir: string): string | null {
  const file = path.join(distDir, 'build-id.txt');
  if (!existsSync(file)) return null;
  return readFileSync(file, 'utf8').trim() || null;
}

/**
 * The files of the build that keep their name from one build to the next, so a browser checks them
 * every time: the page naming the current assets, the service worker (a browser compares it byte for
 * byte to find an update, docs/deploy.md) and the web app manifest.
 */
const revalidatedFiles = new Set(['index.html', 'sw.js', 'manifest.webmanifest']);

/** The build's preloads per screen (apps/web/build/screen-preloads.ts), or none from a build without them. */
function readScreenPreloads(distDir: string): ScreenPreloads {
  const file = path.join(distDir, SCREEN_PRELOADS_FILE);
  if (!existsSync(file)) return { screens: {} };
  return screenPreloadsSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

/**
 * The page for each address: index.html naming, before its entry script runs, every file the address's
 * screen will load (its route tables, layouts, screen and texts), so they all download at once rather
 * than one step after another (docs/performance.md, "Preloads per screen"). The texts are guessed in the
 * language of Accept-Language, as the app picks a first visit's; a reader who chose another in the app
 * loads theirs as before. Made once per screen and language.
 */
function pageMaker(distDir: string): (screen: ScreenKey | undefined, language: Language) => string {
  const indexHtml = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const { screens } = readScreenPreloads(distDir);
  if (Object.keys(screens).length > 0 && !indexHtml.includes('</head>'))
    throw new Error(`${distDir}/index.html has no </head> to add the preloads before`);
  const pages = new Map<string, string>();
  return (screen, language) => {
    const preload = screen === undefined ? undefined : screens[screen];
    if (preload === undefined) return indexHtml;
    const id = `${screen} ${language}`;
    let page = pages.get(id);
    if (page === undefined) {
      const links = [...preload.modules, ...(preload.texts[language] ?? [])]
        .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
        .join('');
      page = indexHtml.replace('</head>', `${links}</head>`);
      pages.set(id, page);
    }
    return page;
  };
}

/** The built single-page app: files as they are, and index.html for every other page route. */
export function serveWebApp(app: FastifyInstance, distDir: string, logLevel: Config['logLevel']): void {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    app.log.warn(`No web build in ${distDir}; run "npm run build" to serve the web app.`);
    app.setNotFoundHandler((request) => {
      throw noRoute(request);
    });
    return;
  }
  const pageFor = pageMaker(distDir);
  const assetsDir = path.join(distDir, 'assets') + path.sep;
  app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    decorateReply: false,
    // The build puts a .br and a .gz beside each text file: sent by the request's Accept-Encoding
    // (with Vary), and not routes of their own.
    preCompressed: true,
    logLevel: webFileLogLevel(logLevel),
    globIgnore: ['**/*.br', '**/*.gz'],
    // The build names every file under assets/ after its content, so a cached copy is never stale;
    // index.html names the current ones and must be checked every time, as must the service worker and the manifest.
    setHeaders: (reply, filePath) => {
      if (filePath.startsWith(assetsDir)) reply.header('cache-control', 'public, max-age=31536000, immutable');
      else if (revalidatedFiles.has(path.basename(filePath))) reply.header('cache-control', 'no-cache');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      throw noRoute(request);
    }
    const pathname = request.url.split('?')[0] ?? '/';
    // The app shows its own "Page not found" for an address that is none of its pages; the status says so too.
    const status = isPagePath(pathname) ? 200 : 404;
    return reply
      .status(status)
      .type('text/html')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-language')
      .send(pageFor(screenOfPath(pathname), languageOf(request)));
  });
}
