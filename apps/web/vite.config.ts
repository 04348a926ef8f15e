import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getConfig } from '@lingui/conf';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import babel from 'vite-plugin-babel';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { screenPreloads } from './build/screen-preloads.ts';

/**
 * Lingui's macros (`t`, `<Trans>`, `msg`) become catalogue look-ups at build time. The macro transform
 * is a Babel plugin; Lingui's native one needs Node 22, and the React plugin no longer runs Babel.
 * Vitest's web projects use the same two plugins (vitest.config.ts).
 */
export const linguiPlugins = () => {
  // Found by path, not from the working directory: Vitest runs from the repository's root.
  const configPath = path.join(import.meta.dirname, 'lingui.config.ts');
  const linguiConfig = getConfig({ configPath });
  const macros = babel({
    include: /\/apps\/web\/src\/.*\.tsx?$/,
    babelConfig: {
      babelrc: false,
      configFile: false,
      parserOpts: { plugins: ['typescript', 'jsx'] },
      plugins: [['@lingui/babel-plugin-lingui-macro', { linguiConfig }]],
    },
  });
  const { transform } = macros;
  if (typeof transform !== 'function') throw new Error('vite-plugin-babel no longer gives a transform function');
  return [
    {
      ...macros,
      // Babel parses only the files that import a macro: the rest (most of the app, and the API that
      // the web integration tests run in-process) would pay for a parse that changes nothing.
      transform: { filter: { code: /@lingui\/(?:core|react)\/macro/ }, handler: transform },
    },
    lingui({ configPath }),
    contractCatalogues(),
  ];
};

/** What a contract catalogue's import asks for (lib/catalogue-files.ts): `…/packages/contract/src/locales/hi.po?contract`. */
const contractCatalogueQuery = '?contract';

/**
 * The contract's catalogues (packages/contract/src/locales: its messages and validation texts, which the
 * web shows too) belong to the API's Lingui config, not the web's, so the web's plugin would refuse them.
 * They are imported with their own query, which that plugin leaves alone, and compiled here by a second
 * instance of it reading the API's config (docs/architecture.md, "Languages").
 */
function contractCatalogues(): Plugin {
  const [, compile] = lingui({ configPath: path.join(import.meta.dirname, '../api/lingui.config.ts') });
  const { transform } = compile ?? {};
  if (typeof transform !== 'function') throw new Error('@lingui/vite-plugin no longer gives a transform function');
  return {
    name: 'tutorium-contract-catalogues',
    transform(source, id) {
      if (!id.endsWith(`.po${contractCatalogueQuery}`)) return undefined;
      return transform.call(this, source, id.replace(contractCatalogueQuery, '?lingui'));
    },
  };
}

/**
 * Names each build, so the app can tell that the server now serves another one (lib/build-id.ts,
 * lib/app-update.ts). BUILD_ID from the environment (a commit, a release tag) makes two builds of
 * one release agree; otherwise every build is new.
 */
const buildId = process.env.BUILD_ID || randomUUID();

/** The file the server reads the build's id from at startup, to send it with every API answer (apps/api/src/app.ts). */
function buildIdFile(): Plugin {
  return {
    name: 'tutorium-build-id',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'build-id.txt', source: buildId });
    },
  };
}

/** The catalogues the service worker precaches, by the folder of their .po files (lib/i18n.ts, lib/catalogue-files.ts). */
const shellCatalogues = [
  { part: 'site', folder: '/apps/web/src/locales/site/' },
  { part: 'shell', folder: '/apps/web/src/locales/' },
  { part: 'contract', folder: '/packages/contract/src/locales/' },
];

/**
 * The chunk of one of those catalogues is named after its part (`shell-texts-hi-….js`) rather than its
 * language alone (`hi-….js`, as every feature's catalogue is), so the service worker can precache the
 * shell's texts in both languages by name.
 */
function chunkFileName({ facadeModuleId }: { facadeModuleId: string | null }): string {
  const [, folder, language] = /^(.*\/)(\w+)\.po(?:\?.*)?$/.exec(facadeModuleId ?? '') ?? [];
  const catalogue = shellCatalogues.find((candidate) => folder?.endsWith(candidate.folder));
  return catalogue ? `assets/${catalogue.part}-texts-${language}-[hash].js` : 'assets/[name]-[hash].js';
}

/** The app's indigo (Tailwind's indigo-600, the brand tile and the buttons) and the page's slate-50 background. */
const themeColor = '#4f46e5';
const backgroundColor = '#f8fafc';

/**
 * The web app manifest and the service worker (Workbox's generateSW), docs/architecture.md "Installable
 * app and offline". The worker precaches the shell alone, so a first visit on a slow phone downloads no
 * screen it does not open; every hashed file a screen loads is kept as it is loaded, so the screens
 * already visited open offline. It never answers for /api: answers are personal, and live in the
 * `tutorium-personal` stores that sign-out clears. The app registers the worker itself
 * (app/register-service-worker.ts) and asks before an update takes over (registerType 'prompt').
 */
function serviceWorker() {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    manifest: {
      id: '/',
      name: 'Tutorium',
      short_name: 'Tutorium',
      description:
        'Tutorium connects students with teachers: courses, live classes, attendance and progress in one place.',
      lang: 'en',
      dir: 'ltr',
      // The student portal's dashboard: a teacher or guardian is sent on to their own by the portal's
      // guard, someone signed out to the sign-in page and back here (app/guards/require-portal.tsx).
      start_url: '/student/dashboard',
      scope: '/',
      display: 'standalone',
      theme_color: themeColor,
      background_color: backgroundColor,
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
    workbox: {
      // The shell: the page, the entry chunk with its runtime and styles, and the site's, the shell's
      // and the contract's texts in every language. The plugin adds the icons and the manifest.
      globPatterns: [
        'index.html',
        'assets/index-*.{js,css}',
        'assets/rolldown-runtime-*.js',
        'assets/catalogue-files-*.js',
        ...shellCatalogues.map(({ part }) => `assets/${part}-texts-*.js`),
      ],
      navigateFallback: 'index.html',
      navigateFallbackDenylist: [/^\/api\//],
      runtimeCaching: [
        {
          // Named after their content, so a kept copy is never stale (apps/api/src/app.ts serves them immutable).
          urlPattern: ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith('/assets/'),
          handler: 'CacheFirst',
          options: {
            cacheName: 'tutorium-assets',
            // About the files of every screen of a build; older builds' files go first as new ones come.
            expiration: { maxEntries: 500, maxAgeSeconds: 60 * 24 * 60 * 60, purgeOnQuotaError: true },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
  });
}

export default defineConfig({
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  plugins: [
    ...linguiPlugins(),
    react(),
    tailwindcss(),
    // A .br and a .gz beside each text asset, at the highest levels: compressed once here, the server
    // sends whichever the browser accepts (docs/deploy.md, "Compression").
    compression({ algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' }),
    buildIdFile(),
    screenPreloads(),
    serviceWorker(),
  ],
  resolve: {
    /*
     * React Router's package points every bundler at its development build (its own Vite plugin
     * swaps in the production one): the same code with its development warnings on.
     */
    alias: {
      'react-router': fileURLToPath(import.meta.resolve('react-router')).replace('/development/', '/production/'),
    },
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
    },
  },
  build: {
    outDir: 'dist',
    rolldownOptions: {
      output: {
        chunkFileNames: chunkFileName,
        codeSplitting: {
          /*
           * What the entry chunk imports statically (React, the JSX runtime, the icons of the spinner
           * and the error panel) goes into the entry chunk. Left to itself Rolldown gives each of
           * those its own small chunk, because lazy chunks share them; every page loads them with the
           * entry anyway, so one file costs no page anything and compresses better (docs/performance.md).
           */
          groups: [{ name: 'index', tags: ['$initial'] }],
        },
      },
    },
  },
});
