import { and, isNotNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { dataExports, passwordResets, sessions } from '../db/schema';
import type { RateLimitStore } from './rate-limit-store';

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Hourly removal of expired sessions, reset codes, rate-limit windows and data-export archives; they
 * are already inert (an expired export is refused at download).
 */
export function startMaintenance(db: Database, rateLimitStore: RateLimitStore, log: FastifyBaseLogger): () => void {
  const sweep = async () => {
    try {
      await db.delete(sessions).where(lte(sessions.expiresAt, sql`now()`));
      await db.delete(passwordResets).where(lte(passwordResets.expiresAt, sql`now()`));
      await db
        .update(dataExports)
        .set({ archive: null })
        .where(and(lte(dataExports.expiresAt, sql`now()`), isNotNull(dataExports.archive)));
      await rateLimitStore.sweep();
    } catch (error) {
      log.warn({ err: error }, 'maintenance sweep failed');
    }
  };
  const timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
