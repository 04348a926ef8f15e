import { setTimeout as delay } from 'node:timers/promises';
import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { emailOutbox } from '../db/schema';
import type { Mail, Mailer } from './mailer';
import type { OutboxEvents } from './metrics';

/**
 * Queues emails in the caller's transaction (pass `tx`), so a message exists exactly when the change
 * that caused it was committed. The outbox worker delivers it.
 */
export async function enqueueEmails(db: Database, mails: readonly Mail[]): Promise<void> {
  if (mails.length === 0) return;
  await db.insert(emailOutbox).values(
    mails.map((mail) => ({
      toAddress: mail.to,
      subject: mail.subject,
      body: mail.text,
      replyToName: mail.replyTo?.name ?? null,
      replyToAddress: mail.replyTo?.address ?? null,
    })),
  );
}

export function enqueueEmail(db: Database, mail: Mail): Promise<void> {
  return enqueueEmails(db, [mail]);
}

/**
 * Deletes every queued, sent or failed email to or from an address (recipient or Reply-To): run by
 * erasure, so a pending one is never sent and no address stays listed to admins. A message a worker
 * holds at that moment may still go out once; its row is gone all the same.
 */
export async function deleteEmailsOf(db: Database, address: string): Promise<void> {
  const lowered = address.toLowerCase();
  await db
    .delete(emailOutbox)
    .where(
      or(eq(sql`lower(${emailOutbox.toAddress})`, lowered), eq(sql`lower(${emailOutbox.replyToAddress})`, lowered)),
    );
}

export interface OutboxOptions {
  /** How often a running worker looks for due messages. */
  pollMs: number;
  /** The first retry waits this long; each further one twice as long, up to an hour. */
  retryBaseMs: number;
  /** After this many failed attempts a message is marked failed and left for an admin to see. */
  maxAttempts: number;
}

export interface Outbox {
  /** Starts polling for due messages in the background. */
  start(): void;
  /** Stops polling and waits for the batch in hand; safe to call twice. */
  stop(): Promise<void>;
  /** Sends every message due now; returns how many were attempted. */
  runOnce(): Promise<number>;
  /** Sends until nothing is pending or in flight, waiting out retry delays: what tests call before reading mail. */
  drain(): Promise<void>;
}

const BATCH = 20;
/** How long a claimed message stays with its worker before another may take it (longer than every SMTP timeout). */
const LEASE_MS = 2 * 60_000;
const MAX_RETRY_MS = 60 * 60_000;
/** When messages are in another worker's hands, how often drain() looks again. */
const IN_FLIGHT_POLL_MS = 50;

const due = and(inArray(emailOutbox.status, ['pending', 'sending']), lte(emailOutbox.nextAttemptAt, sql`now()`));

/**
 * Delivers the outbox. Any number of instances may run one on the same database: each claims a batch
 * with `FOR UPDATE SKIP LOCKED` and a lease, so a message goes to one worker at a time, and a worker
 * that dies mid-batch only delays its messages until the lease ends.
 */
export function createOutbox(
  db: Database,
  mailer: Mailer,
  log: FastifyBaseLogger,
  options: OutboxOptions,
  events?: OutboxEvents,
): Outbox {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;

  async function claimBatch() {
    const dueIds = db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(due)
      .orderBy(emailOutbox.nextAttemptAt)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(emailOutbox)
      .set({
        status: 'sending',
        attempts: sql`${emailOutbox.attempts} + 1`,
        nextAttemptAt: sql`now() + ${LEASE_MS} * interval '1 millisecond'`,
      })
      .where(inArray(emailOutbox.id, dueIds))
      .returning();
  }

  async function deliver(row: typeof emailOutbox.$inferSelect): Promise<void> {
    const replyTo =
      row.replyToAddress === null ? undefined : { name: row.replyToName ?? '', address: row.replyToAddress };
    try {
      await mailer.send({ to: row.toAddress, subject: row.subject, text: row.body, ...(replyTo ? { replyTo } : {}) });
    } catch (error) {
      events?.failedAttempt();
      const giveUp = row.attempts >= options.maxAttempts;
      const retryMs = Math.min(options.retryBaseMs * 2 ** (row.attempts - 1), MAX_RETRY_MS);
      const message = error instanceof Error ? error.message : String(error);
      log.warn(
        { emailId: row.id, attempt: row.attempts, err: message },
        giveUp ? 'email failed; giving up' : 'email failed; will retry',
      );
      await db
        .update(emailOutbox)
        .set({
          status: giveUp ? 'failed' : 'pending',
          lastError: message.slice(0, 1000),
          nextAttemptAt: sql`now() + ${retryMs} * interval '1 millisecond'`,
        })
        .where(eq(emailOutbox.id, row.id));
      return;
    }
    events?.sent();
    // The body may carry a reset code: once delivered, the database need not keep it.
    await db
      .update(emailOutbox)
      .set({ status: 'sent', sentAt: sql`now()`, body: '', lastError: null })
      .where(eq(emailOutbox.id, row.id));
  }

  async function runOnce(): Promise<number> {
    let attempted = 0;
    for (;;) {
      const batch = await claimBatch();
      for (const row of batch) await deliver(row);
      attempted += batch.length;
      if (batch.length < BATCH) return attempted;
    }
  }

  /** Milliseconds until something unfinished may be sent, or null when nothing is pending or in flight. */
  async function nextWait(): Promise<number | null> {
    const [row] = await db
      .select({
        waitMs: sql<string | null>`extract(epoch from min(case when ${emailOutbox.status} = 'pending'
          then greatest(${emailOutbox.nextAttemptAt} - now(), interval '0') else ${IN_FLIGHT_POLL_MS} * interval '1 millisecond' end)) * 1000`,
      })
      .from(emailOutbox)
      .where(inArray(emailOutbox.status, ['pending', 'sending']));
    return row?.waitMs == null ? null : Number(row.waitMs);
  }

  const tick = async () => {
    timer = null;
    const run = runOnce().catch((error: unknown) => log.error({ err: error }, 'email outbox run failed'));
    running = run;
    await run;
    if (!stopped) {
      timer = setTimeout(() => void tick(), options.pollMs);
      timer.unref();
    }
  };

  return {
    start() {
      if (stopped || timer) return;
      timer = setTimeout(() => void tick(), 0);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
    runOnce,
    async drain() {
      for (;;) {
        await runOnce();
        const wait = await nextWait();
        if (wait === null) return;
        await delay(Math.max(10, wait));
      }
    },
  };
}
