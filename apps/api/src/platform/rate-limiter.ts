import type { Config } from '../config';
import { tooManyRequests } from './errors';
import type { RateLimitStore } from './rate-limit-store';

const limitedActions = ['register', 'reset-request', 'reset-attempt', 'contact'] as const;
export type LimitedAction = (typeof limitedActions)[number];

/**
 * Product rules §3 (docs/product.md): failed sign-ins count per account and per IP; other sensitive
 * actions count every request per IP and, where there is one, per account.
 */
export class RateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly limits: Config['rateLimit'],
  ) {}

  async assertLoginAllowed(ip: string, email: string): Promise<void> {
    const [forAccount, forIp] = await Promise.all([
      this.store.count(`login-fail:account:${email}`),
      this.store.count(`login-fail:ip:${ip}`),
    ]);
    if (forAccount >= this.limits.loginFailuresPerAccount || forIp >= this.limits.loginFailuresPerIp) {
      throw tooManyRequests('Too many failed sign-in attempts. Please wait a few minutes and try again.');
    }
  }

  async recordLoginFailure(ip: string, email: string): Promise<void> {
    await Promise.all([
      this.store.hit(`login-fail:account:${email}`, this.limits.windowMs),
      this.store.hit(`login-fail:ip:${ip}`, this.limits.windowMs),
    ]);
  }

  async clearLoginFailures(email: string): Promise<void> {
    await this.store.reset(`login-fail:account:${email}`);
  }

  /** Counts this request against the IP (and the account, when given); refuses past the limit. */
  async consume(action: LimitedAction, ip: string, account?: string): Promise<void> {
    const [forIp, forAccount] = await Promise.all([
      this.store.hit(`${action}:ip:${ip}`, this.limits.windowMs),
      account === undefined ? 0 : this.store.hit(`${action}:account:${account}`, this.limits.windowMs),
    ]);
    if (forIp > this.limits.requestsPerIp || forAccount > this.limits.requestsPerAccount) {
      throw tooManyRequests();
    }
  }

  /** Drops every counter keyed by an erased account (by email or id), so no trace of it is left behind. */
  async forgetAccount(...accountKeys: string[]): Promise<void> {
    await Promise.all(
      accountKeys.flatMap((account) => [
        this.store.reset(`login-fail:account:${account}`),
        ...limitedActions.map((action) => this.store.reset(`${action}:account:${account}`)),
      ]),
    );
  }
}
