// Fails when the SQL functions and triggers are defined anywhere but src/db/sql/*.sql (run by
// scripts/check-migrations.mjs under tsx, so it opens the database as the app does). No migration may
// create a function or trigger; a freshly migrated in-memory PGlite (migrations, then the source, as
// at start-up) must hold exactly the functions and triggers the source names; and the source must run
// again on that database without error or change, as it does on every database it changes on.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.ts';
import { readSqlSource } from '../src/db/sql-source.ts';

const migrationsDir = path.resolve(import.meta.dirname, '../src/db/migrations');

/** Every function and user trigger of schema public, by `name(argument types)` and `trigger on table`. */
async function definitions(db) {
  const functions = await db.execute(
    sql`select p.oid::regprocedure::text as name, pg_get_functiondef(p.oid) as definition
       from pg_proc p where p.pronamespace = 'public'::regnamespace and p.prokind in ('f', 'p')`,
  );
  const triggers = await db.execute(
    sql`select t.tgname || ' on ' || c.relname as name, pg_get_triggerdef(t.oid) as definition
       from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where c.relnamespace = 'public'::regnamespace and not t.tgisinternal`,
  );
  return new Map([
    ...functions.rows.map((row) => [`function ${row.name.replace(/\(.*$/, '')}`, row.definition]),
    ...triggers.rows.map((row) => [`trigger ${row.name}`, row.definition]),
  ]);
}

/** What the source creates: each function by name (overloads alike) and each trigger on its table. */
function namedInSource(text) {
  const unquote = (name) => name.replaceAll('"', '').replace(/^public\./, '');
  const functions = [...text.matchAll(/^create or replace function\s+([\w."]+)\s*\(/gim)].map(
    (match) => `function ${unquote(match[1])}`,
  );
  const triggers = [...text.matchAll(/^create or replace trigger\s+([\w"]+)\s[\s\S]*?\son\s+([\w."]+)/gim)].map(
    (match) => `trigger ${unquote(match[1])} on ${unquote(match[2])}`,
  );
  return new Set([...functions, ...triggers]);
}

const problems = [];
const definesCode = /\bcreate\s+(?:or\s+replace\s+)?(?:constraint\s+)?(?:function|procedure|trigger)\b/i;
for (const file of readdirSync(migrationsDir).filter((name) => name.endsWith('.sql'))) {
  if (definesCode.test(readFileSync(path.join(migrationsDir, file), 'utf8')))
    problems.push(`migrations/${file} defines a function or trigger: define it in src/db/sql/ instead`);
}

const source = readSqlSource();
const named = namedInSource(source.text);
const database = await openDatabase({ kind: 'pglite', dataDir: null });
try {
  await database.migrate();
  const migrated = await definitions(database.db);
  for (const key of migrated.keys()) {
    if (!named.has(key)) problems.push(`${key} exists after migrating but src/db/sql/ does not create it`);
  }
  for (const key of named) {
    if (!migrated.has(key)) problems.push(`${key} is created in src/db/sql/ but missing after migrating`);
  }
  try {
    // Forgetting the applied hash makes the next migrate() run the source again, as on an existing database.
    await database.db.execute(sql`delete from drizzle.sql_source`);
    await database.migrate();
    const again = await definitions(database.db);
    for (const [key, definition] of migrated) {
      if (again.get(key) !== definition) problems.push(`${key} changes when src/db/sql/ runs a second time`);
    }
  } catch (error) {
    problems.push(`src/db/sql/ does not run a second time: ${error.message}`);
  }
} finally {
  await database.close();
}

if (problems.length > 0) {
  console.error(`check-migrations: SQL functions and triggers defined outside src/db/sql/ (${problems.length}):`);
  for (const problem of problems) console.error(`- ${problem}`);
  process.exit(1);
}
console.log(
  `check-migrations: src/db/sql/ defines all ${named.size} functions and triggers, and runs again unchanged.`,
);
