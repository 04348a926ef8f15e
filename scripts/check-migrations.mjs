// Fails when apps/api/src/db/schema.ts and the committed migrations disagree: drizzle-kit
// generates into a scratch copy of the migrations, and any file it has to write is drift. Then fails
// when a SQL function or trigger is defined anywhere but apps/api/src/db/sql/
// (apps/api/scripts/check-sql-source.mjs, run under tsx where the API's database packages are).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const apiDir = path.resolve(import.meta.dirname, '../apps/api');
const migrations = path.join(apiDir, 'src/db/migrations');
const scratch = mkdtempSync(path.join(tmpdir(), 'tutorium-drift-'));
const scratchMigrations = path.join(scratch, 'migrations');
cpSync(migrations, scratchMigrations, { recursive: true });

const before = new Set(readdirSync(scratchMigrations));
const generate = spawnSync(
  'npx',
  [
    'drizzle-kit',
    'generate',
    '--dialect',
    'postgresql',
    '--schema',
    './src/db/schema.ts',
    // drizzle-kit only takes an output folder relative to the working directory.
    '--out',
    path.relative(apiDir, scratchMigrations),
  ],
  { cwd: apiDir, encoding: 'utf8' },
);
const written = readdirSync(scratchMigrations).filter((file) => !before.has(file));
rmSync(scratch, { recursive: true, force: true });

if (generate.status !== 0) {
  console.error(generate.stdout, generate.stderr);
  console.error('check-migrations: drizzle-kit could not compare the schema with the migrations.');
  process.exit(1);
}
if (written.length > 0) {
  console.error(
    `check-migrations: apps/api/src/db/schema.ts has changes no migration holds (drizzle-kit would write ${written.join(', ')}).\nRun "npm run db:generate" and commit the migration.`,
  );
  process.exit(1);
}
console.log('check-migrations: the schema and the migrations agree.');

const sqlSource = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-sql-source.mjs'], {
  cwd: apiDir,
  stdio: 'inherit',
});
process.exit(sqlSource.status ?? 1);
