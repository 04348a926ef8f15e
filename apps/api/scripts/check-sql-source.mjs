// Fails when the SQL functions and triggers in src/db/sql/*.sql and those the migrations create disagree
// (run by scripts/check-migrations.mjs). It migrates a fresh in-memory PGlite and reads every function
// (pg_get_functiondef) and trigger (pg_get_triggerdef) of schema public; then runs the source files,
// each statement a CREATE OR REPLACE, and reads them again. A definition the source changes, or one on
// one side only, is drift.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

const dbDir = path.resolve(import.meta.dirname, '../src/db');
const sourceDir = path.join(dbDir, 'sql');

/** Every function and user trigger of schema public, by `name(argument types)` and `trigger on table`. */
async function definitions(client) {
  const functions = await client.query(
    `select p.oid::regprocedure::text as name, pg_get_functiondef(p.oid) as definition
       from pg_proc p where p.pronamespace = 'public'::regnamespace and p.prokind = 'f'`,
  );
  const triggers = await client.query(
    `select t.tgname || ' on ' || c.relname as name, pg_get_triggerdef(t.oid) as definition
       from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where c.relnamespace = 'public'::regnamespace and not t.tgisinternal`,
  );
  return new Map([
    ...functions.rows.map((row) => [`function ${row.name}`, row.definition]),
    ...triggers.rows.map((row) => [`trigger ${row.name}`, row.definition]),
  ]);
}

/** What the source files name: each function by name (overloads alike) and each trigger on its table. */
function namedInSource(source) {
  const unquote = (name) => name.replaceAll('"', '').replace(/^public\./, '');
  const functions = [...source.matchAll(/^create or replace function\s+([\w."]+)\s*\(/gim)].map(
    (match) => `function ${unquote(match[1])}`,
  );
  const triggers = [...source.matchAll(/^create or replace trigger\s+([\w"]+)\s[\s\S]*?\son\s+([\w."]+)/gim)].map(
    (match) => `trigger ${unquote(match[1])} on ${unquote(match[2])}`,
  );
  return new Set([...functions, ...triggers]);
}

const baseName = (key) => key.replace(/\(.*$/, '');

const sourceFiles = readdirSync(sourceDir).filter((file) => file.endsWith('.sql'));
const source = sourceFiles.map((file) => readFileSync(path.join(sourceDir, file), 'utf8')).join('\n');
const named = namedInSource(source);
const client = await PGlite.create();
const problems = [];
try {
  await migrate(drizzle(client), { migrationsFolder: path.join(dbDir, 'migrations') });
  const migrated = await definitions(client);
  for (const key of migrated.keys()) {
    if (!named.has(baseName(key))) problems.push(`${key} is created by the migrations but missing from src/db/sql/`);
  }
  for (const file of sourceFiles) {
    try {
      await client.exec(readFileSync(path.join(sourceDir, file), 'utf8'));
    } catch (error) {
      problems.push(`src/db/sql/${file} does not run on the migrated database: ${error.message}`);
    }
  }
  const replaced = await definitions(client);
  for (const [key, definition] of replaced) {
    if (!migrated.has(key)) problems.push(`${key} is in src/db/sql/ but no migration creates it`);
    else if (migrated.get(key) !== definition)
      problems.push(
        `${key} differs between src/db/sql/ and the migrations:\n--- migrations\n${migrated.get(key)}\n--- src/db/sql\n${definition}`,
      );
  }
} finally {
  await client.close();
}

if (problems.length > 0) {
  console.error(`check-migrations: the SQL source and the migrations disagree (${problems.length}):`);
  for (const problem of problems) console.error(`- ${problem}`);
  console.error('Edit src/db/sql/ and put the same CREATE OR REPLACE statement in a new migration.');
  process.exit(1);
}
console.log(`check-migrations: src/db/sql/ holds the ${named.size} functions and triggers the migrations create.`);
