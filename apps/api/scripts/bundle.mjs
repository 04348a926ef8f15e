// Bundles the API into dist/ for production: plain `node dist/main.js`, no TypeScript at runtime.
import { cp, mkdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';

const apiRoot = path.resolve(import.meta.dirname, '..');
const outdir = path.join(apiRoot, 'dist');
const require = createRequire(import.meta.url);

await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: { main: 'src/main.ts', 'create-admin': 'src/cli/create-admin.ts' },
  absWorkingDir: apiRoot,
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  logLevel: 'warning',
  // Loaded from node_modules at run time: native binaries, and packages that find their own files
  // (worker threads, static assets) next to their sources.
  external: [
    '@node-rs/argon2',
    'pg-native',
    'pino',
    'pino-pretty',
    'thread-stream',
    '@fastify/swagger',
    '@fastify/swagger-ui',
  ],
  // Bundled CommonJS code still calls require() and reads __dirname.
  banner: {
    js: [
      "import { createRequire as __tutoriumRequire } from 'node:module';",
      "import { fileURLToPath as __tutoriumPath } from 'node:url';",
      'const require = __tutoriumRequire(import.meta.url);',
      'const __filename = __tutoriumPath(import.meta.url);',
      'const __dirname = import.meta.dirname;',
    ].join('\n'),
  },
});

// Files the code opens relative to its own module (new URL('./…', import.meta.url)), now dist/main.js.
await cp(path.join(apiRoot, 'src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
await cp(path.join(apiRoot, 'src/db/sql'), path.join(outdir, 'sql'), { recursive: true });
await cp(path.join(apiRoot, 'src/seed/files'), path.join(outdir, 'files'), { recursive: true });
const pgliteDist = path.dirname(require.resolve('@electric-sql/pglite'));
await mkdir(outdir, { recursive: true });
for (const file of ['pglite.wasm', 'pglite.data', 'initdb.wasm']) {
  await cp(path.join(pgliteDist, file), path.join(outdir, file));
}
console.log(`API bundled into ${path.relative(process.cwd(), outdir) || outdir}`);
