import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { openConfiguredDatabase } from './db/open-configured';
import { startAtRiskDigests } from './modules/analytics/public';
import { startAnnouncementPublishing } from './modules/announcements/public';
import { startAssignmentChecks } from './modules/assignments/public';
import { startMessageChecks } from './modules/conversations/public';
import { startUnpaidSeatRelease } from './modules/courses/public';
import { startFeeChecks } from './modules/fees/public';
import { startGuardianAlerts } from './modules/guardian-alerts/public';
import { startReminders } from './modules/live-classes/public';
import { startQuizChecks } from './modules/quizzes/public';
import { describeError } from './platform/logging';
import { createTerminalMailer } from './platform/mailer';
import { startMaintenance } from './platform/maintenance';
import { createPostgresRateLimitStore, createRedisRateLimitStore } from './platform/rate-limit-store';
import { createStorage, sharedDatabaseLocalFilesWarning } from './platform/storage';
import { DEMO_PASSWORD, demoAccounts } from './seed/demo-accounts';
import { seedDemoData } from './seed/seed';

async function main(): Promise<void> {
  const config = loadConfig();
  let log: FastifyBaseLogger | null = null;
  const database = await openConfiguredDatabase(config, (error) => {
    if (log) log.error({ err: error }, 'an idle database connection failed');
    else console.error(`An idle database connection failed: ${describeError(error)}`);
  });
  const storage = createStorage(config);
  await storage.check().catch((error: unknown) => {
    throw new ConfigError(`File storage ${storage.location} cannot be used: ${(error as Error).message}`);
  });
  // Several instances may start at once on one PostgreSQL: one migrates and seeds, the others wait for it.
  const seeded = await database.prepare(
    async () => config.seedDemo && (await seedDemoData(database.db, { storage, currency: config.currency })),
  );
  const rateLimitStore = config.redisUrl
    ? createRedisRateLimitStore(config.redisUrl, {
        onConnectionLost: (error) => {
          const message = `Redis (rate limits) is unreachable, retrying: ${describeError(error)}`;
          if (log) log.error(message);
          else console.error(message);
        },
      })
    : createPostgresRateLimitStore(database.db);
  // Without SMTP, mail is printed; what start-up sends is summed up in one line above the banner.
  const terminalMailer = config.smtpUrl ? undefined : createTerminalMailer({ quietAtStart: true });
  const app = await buildApp({
    config,
    database,
    rateLimitStore,
    storage,
    ...(terminalMailer ? { mailer: terminalMailer } : {}),
  });
  log = app.log;
  const filesWarning = sharedDatabaseLocalFilesWarning(config);
  if (filesWarning) app.log.warn(filesWarning);
  const stopMaintenance = startMaintenance(database.db, rateLimitStore, app.log);
  const [
    stopReminders,
    stopAtRiskDigests,
    stopGuardianAlerts,
    stopAnnouncements,
    stopMessageChecks,
    stopAssignmentChecks,
    stopQuizChecks,
    stopUnpaidSeatRelease,
    stopFeeChecks,
  ] = await Promise.all([
    startReminders(app.ctx),
    startAtRiskDigests(app.ctx),
    startGuardianAlerts(app.ctx),
    startAnnouncementPublishing(app.ctx),
    startMessageChecks(app.ctx),
    startAssignmentChecks(app.ctx),
    startQuizChecks(app.ctx),
    startUnpaidSeatRelease(app.ctx),
    startFeeChecks(app.ctx),
  ]);
  // The printed mail of the first checks is delivered now, summed up, and the banner comes last.
  if (terminalMailer) await app.outbox.drain();
  app.outbox.start();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing requests in flight, then stopping`);
    // In-flight requests get SHUTDOWN_TIMEOUT_MS; past that the process goes anyway, so a stuck
    // request cannot keep a deploy waiting forever.
    const deadline = setTimeout(() => {
      app.log.error(`still busy after ${config.shutdownTimeoutMs} ms; stopping now`);
      process.exit(1);
    }, config.shutdownTimeoutMs);
    deadline.unref();
    stopMaintenance();
    // app.close() stops accepting, waits for requests in flight, then stops the outbox worker.
    await Promise.all([
      app.close(),
      stopReminders(),
      stopAtRiskDigests(),
      stopGuardianAlerts(),
      stopAnnouncements(),
      stopMessageChecks(),
      stopAssignmentChecks(),
      stopQuizChecks(),
      stopUnpaidSeatRelease(),
      stopFeeChecks(),
    ]);
    await rateLimitStore.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const lines = [
    '',
    `  Tutorium is running at ${config.publicUrl}`,
    `  API docs: ${config.publicUrl}/api/docs`,
    `  Database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL server (DATABASE_URL)'}`,
    `  Files: ${storage.kind === 's3' ? `S3 bucket ${storage.location}` : `${storage.location}/resources`}`,
  ];
  if (config.seedDemo) {
    lines.push(`  Demo data ${seeded ? 'written' : 'already present'}; demo sign-ins (password "${DEMO_PASSWORD}"):`);
    for (const account of demoAccounts) {
      lines.push(`    ${account.role.padEnd(8)} ${account.email.padEnd(24)} at ${config.publicUrl}${account.portal}`);
    }
  }
  const heldBackMail = terminalMailer?.endStartupQuiet();
  if (heldBackMail) console.log(`\n${heldBackMail}`);
  console.log(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    // Scrubbed: a failed query's message lists its parameters, which can be password hashes.
    console.error(`Tutorium could not start: ${describeError(error)}`);
  }
  process.exit(1);
});
