import { lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { passwordResets, sessions } from '../db/schema';
import type { RateLimitStore } from './rate-limit-store';

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** Hourly removal of expired sessions, reset codes and rate-limit windows; they are already inert. */
export function startMaintenance(db: Database, rateLimitStore: RateLimitStore, log: FastifyBaseLogger): () => void {
  const sweep = async () => {
    try {
      await db.delete(sessions).where(lte(sessions.expiresAt, sql`now()`));
      await db.delete(passwordResets).where(lte(passwordResets.expiresAt, sql`now()`));
      await rateLimitStore.sweep();
    } catch (error) {
      log.warn({ err: error }, 'maintenance sweep failed');
    }
  };
  const timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
