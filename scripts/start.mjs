// `npm start`: run the production build of Tutorium. Outside production, build first when the build
// is missing or older than its sources (quietly: build output appears only when a build fails).
// With NODE_ENV=production nothing is ever built here: a missing build stops with a message.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const builds = [
  {
    name: 'the web app',
    workspace: '@tutorium/web',
    output: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'packages/contract/src',
    ],
  },
  {
    name: 'the API',
    workspace: '@tutorium/api',
    output: 'apps/api/dist/main.js',
    sources: ['apps/api/src', 'apps/api/scripts/bundle.mjs', 'packages/contract/src'],
  },
];

function newestChange(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((newest, entry) => Math.max(newest, newestChange(path.join(target, entry))), 0);
}

const isStale = (build) => {
  const output = path.join(root, build.output);
  if (!existsSync(output)) return true;
  const sources = build.sources.map((source) => path.join(root, source)).filter(existsSync);
  return statSync(output).mtimeMs < Math.max(...sources.map(newestChange));
};

if (process.env.NODE_ENV === 'production') {
  const missing = builds.filter((build) => !existsSync(path.join(root, build.output)));
  if (missing.length > 0) {
    console.error(
      `No production build of ${missing.map((build) => build.name).join(' or ')} (${missing.map((build) => build.output).join(', ')}).\n` +
        'Run "npm run build" first; with NODE_ENV=production, "npm start" never builds.',
    );
    process.exit(1);
  }
} else {
  for (const build of builds.filter(isStale)) {
    process.stdout.write(`Building ${build.name}… `);
    const result = spawnSync('npm', ['run', 'build', '-w', build.workspace], { cwd: root, encoding: 'utf8' });
    if (result.status !== 0) {
      console.log('failed:\n');
      console.error(`${result.stdout ?? ''}${result.stderr ?? ''}`);
      process.exit(result.status ?? 1);
    }
    console.log('done');
  }
}

const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/main.js')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
