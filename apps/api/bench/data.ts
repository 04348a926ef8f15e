import { performance } from 'node:perf_hooks';
import { count } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { openConfiguredDatabase } from '../src/db/open-configured';
import { users } from '../src/db/schema';
import { BENCH_PASSWORD, benchAccounts, loadDataset, parseScale } from './dataset';

/**
 * `npm run bench:data -- --scale S|L`: loads the benchmark dataset into DATABASE_URL (an empty
 * PostgreSQL database), or into PGlite under DATA_DIR when DATABASE_URL is unset. The last line
 * printed is the JSON of three accounts in the data.
 */
async function main() {
  const scale = parseScale(process.argv);
  // Loading L runs statements for minutes: the server's per-statement limit would end them.
  const loaderEnv = { ...process.env, LOG_LEVEL: 'silent', DB_STATEMENT_TIMEOUT_MS: String(60 * 60 * 1000) };
  const database = await openConfiguredDatabase(loadConfig(loaderEnv));
  try {
    await database.migrate();
    const [existing] = await database.db.select({ n: count() }).from(users);
    if ((existing?.n ?? 0) > 0) throw new Error('The database already has users; bench:data needs an empty database.');
    const started = performance.now();
    const counts = await loadDataset(database.db, scale);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.error(`Loaded scale ${scale} into ${database.kind} in ${seconds} s: ${JSON.stringify(counts)}`);
    const account = (email: string) => ({ email, password: BENCH_PASSWORD });
    console.log(
      JSON.stringify({
        admin: account(benchAccounts.admin),
        teacher: account(benchAccounts.teacher),
        student: account(benchAccounts.student),
      }),
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  if (error instanceof Error && error.cause) console.error('Caused by:', error.cause);
  process.exit(1);
});
