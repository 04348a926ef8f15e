import path from 'node:path';
import { getConfig } from '@lingui/conf';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import babel from 'vite-plugin-babel';
import { compression } from 'vite-plugin-compression2';

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

export default defineConfig({
  plugins: [
    ...linguiPlugins(),
    react(),
    tailwindcss(),
    // A .br and a .gz beside each text asset, at the highest levels: compressed once here, the server
    // sends whichever the browser accepts (docs/deploy.md, "Compression").
    compression({ algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' }),
  ],
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
    },
  },
  build: {
    outDir: 'dist',
    rolldownOptions: {
      output: {
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
