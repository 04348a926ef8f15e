import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { authChallenges, dataExports, emailOutbox, passwordResets, sessions } from '../db/schema';
import type { RateLimitStore } from './rate-limit-store';

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Hourly removal of expired sessions, reset codes, sign-in and passkey challenges, rate-limit windows
 * and data-export archives, which
 * are already inert (an expired export is refused at download), and of delivered emails after a month
 * (failed ones stay until an admin sends them again).
 */
export function startMaintenance(db: Database, rateLimitStore: RateLimitStore, log: FastifyBaseLogger): () => void {
  const sweep = async () => {
    try {
      await db.delete(sessions).where(lte(sessions.expiresAt, sql`now()`));
      await db.delete(passwordResets).where(lte(passwordResets.expiresAt, sql`now()`));
      await db.delete(authChallenges).where(lte(authChallenges.expiresAt, sql`now()`));
      await db
        .update(dataExports)
        .set({ archive: null })
        .where(and(lte(dataExports.expiresAt, sql`now()`), isNotNull(dataExports.archive)));
      await rateLimitStore.sweep();
      await db
        .delete(emailOutbox)
        .where(and(eq(emailOutbox.status, 'sent'), lte(emailOutbox.sentAt, sql`now() - interval '30 days'`)));
    } catch (error) {
      log.warn({ err: error }, 'maintenance sweep failed');
    }
  };
  const timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
