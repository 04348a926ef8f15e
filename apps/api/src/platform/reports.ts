import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

export interface ReportLimits {
  /** Reports computing at once in this process; the rest wait their turn. */
  concurrency: number;
  /** Each report query is cancelled by the database after this long. */
  statementTimeoutMs: number;
  /** How long a cacheable (admin-wide) result is reused; 0 turns the cache off. */
  cacheMs: number;
}

const CACHED_REPORTS = 100;

/**
 * Runs dashboard and analytics computations so they cannot starve the rest of the API: at most
 * `concurrency` at once (each on one pooled connection, in a read-only transaction with a
 * statement timeout), identical requests in flight share one computation, and results computed
 * for the whole platform are reused for a few seconds.
 */
export class ReportRunner {
  private readonly inFlight = new Map<string, Promise<unknown>>();
  private readonly cache = new Map<string, { value: unknown; expiresAt: number }>();
  private readonly waiting: (() => void)[] = [];
  private running = 0;

  constructor(
    private readonly db: Database,
    private readonly limits: ReportLimits,
  ) {}

  /**
   * `key` names the computation and everything it depends on (who asks, the query). A cached
   * result past its time is still answered while one refresh runs behind it, so the figures are
   * at most a few seconds plus one computation old and nobody waits for the refresh.
   */
  run<T>(key: string, compute: (db: Database) => Promise<T>, options: { cacheable: boolean }): Promise<T> {
    const cached = this.cache.get(key);
    if (cached) {
      if (cached.expiresAt <= Date.now() && !this.inFlight.has(key)) {
        this.start(key, compute, options).catch(() => this.cache.delete(key));
      }
      return Promise.resolve(cached.value as T);
    }
    return (this.inFlight.get(key) as Promise<T> | undefined) ?? this.start(key, compute, options);
  }

  private start<T>(key: string, compute: (db: Database) => Promise<T>, options: { cacheable: boolean }): Promise<T> {
    const computation = this.limited(() => this.inTimeLimitedTransaction(compute))
      .then((value) => {
        if (options.cacheable && this.limits.cacheMs > 0) {
          this.cache.delete(key);
          this.cache.set(key, { value, expiresAt: Date.now() + this.limits.cacheMs });
          // Date ranges make keys without end: keep the most recently computed ones only.
          const oldest = this.cache.size > CACHED_REPORTS ? this.cache.keys().next().value : undefined;
          if (oldest !== undefined) this.cache.delete(oldest);
        }
        return value;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, computation);
    return computation;
  }

  private async limited<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.limits.concurrency) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  private inTimeLimitedTransaction<T>(compute: (db: Database) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`set transaction read only`);
      await tx.execute(sql.raw(`set local statement_timeout = ${Math.trunc(this.limits.statementTimeoutMs)}`));
      return compute(tx);
    });
  }
}
