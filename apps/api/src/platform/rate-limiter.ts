import { type TextWithValues, textWith } from '@tutorium/contract/text-with';
import type { Config } from '../config';
import { TooManyRequestsError } from './errors';
import type { RateLimitStore, WindowCount } from './rate-limit-store';

const limitedActions = [
  'register',
  'reset-request',
  'reset-attempt',
  'contact',
  'password-confirm',
  'at-risk-email',
  'data-export',
  'passkey-options',
  'email-verify-send',
  'email-verify-attempt',
  'conversation-start',
  'message-send',
  'guardian-unsubscribe',
  'guardian-invite',
  'guardian-invitation',
] as const;
export type LimitedAction = (typeof limitedActions)[number];

/** Who is signing in, as far as the limits care. */
export interface SignInAttempt {
  ip: string;
  /** The email as typed (normalised), whether or not an account has it. */
  account: string;
  /** The device id from a valid device cookie bound to this account, or null for an untrusted client. */
  trustedDevice: string | null;
}

/** A failed attempt counted ahead of the password check; a sign-in that succeeds gives it back. */
export interface Reservation {
  release(): Promise<void>;
}

/** How long to wait, as a refusal says it ("14 minutes", "40 seconds", "2 hours") in the reader's language. */
type Wait = { unit: 'second' | 'minute' | 'hour'; count: number };

function waitOf(seconds: number): Wait {
  if (seconds < 60) return { unit: 'second', count: Math.max(1, seconds) };
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return { unit: 'minute', count: minutes };
  return { unit: 'hour', count: Math.ceil(minutes / 60) };
}

const tooManyAttempts = (wait: Wait) =>
  textWith(
    /*i18n*/ 'Too many attempts. Try again in {unit, select, second {{count, plural, one {# second} other {# seconds}}} minute {{count, plural, one {# minute} other {# minutes}}} other {{count, plural, one {# hour} other {# hours}}}}.',
    wait,
  );

interface Limit {
  key: string;
  max: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Per account: new conversations an hour, messages a minute (a person typing stays far below both). */
export const MESSAGING_LIMITS = {
  'conversation-start': { max: 20, windowMs: 60 * 60 * 1000 },
  'message-send': { max: 60, windowMs: 60 * 1000 },
} as const;

/**
 * The limits described in docs/security.md. Every check is one round trip that counts first and
 * judges after, so parallel requests can never slip past a limit between a read and a write.
 */
export class RateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly limits: Config['rateLimit'],
  ) {}

  /**
   * Counts this sign-in as a failure before its password is checked, and refuses it past the limit.
   * A trusted device (one that signed in to this account before) is counted on its own, so nobody
   * else's failures lock it out; every other client is counted per account and per IP.
   */
  async reserveSignIn(attempt: SignInAttempt): Promise<Reservation> {
    const limits: Limit[] = attempt.trustedDevice
      ? [{ key: `login-fail:device:${attempt.trustedDevice}`, max: this.limits.loginFailuresPerAccount }]
      : [
          { key: `login-fail:account:${attempt.account}`, max: this.limits.loginFailuresPerAccount },
          { key: `login-fail:ip:${attempt.ip}`, max: this.limits.loginFailuresPerIp },
        ];
    await this.count(limits, (wait) =>
      textWith(
        /*i18n*/ 'Too many failed sign-in attempts. Try again in {unit, select, second {{count, plural, one {# second} other {# seconds}}} minute {{count, plural, one {# minute} other {# minutes}}} other {{count, plural, one {# hour} other {# hours}}}}.',
        wait,
      ),
    );
    const keys = limits.map((limit) => limit.key);
    return { release: () => this.store.release(keys) };
  }

  /** Counts this request against the IP (and the account, when given); refuses past the limit. */
  async consume(action: LimitedAction, ip: string, account?: string): Promise<void> {
    await this.count(this.requestLimits(action, ip, account), tooManyAttempts);
  }

  /**
   * Like consume, but for a check that may succeed: the attempt is counted before the secret is
   * checked (so parallel guesses cannot slip past), and a right answer gives the count back.
   */
  async reserve(action: LimitedAction, ip: string, account: string): Promise<Reservation> {
    const limits = this.requestLimits(action, ip, account);
    await this.count(limits, tooManyAttempts);
    const keys = limits.map((limit) => limit.key);
    return { release: () => this.store.release(keys) };
  }

  /**
   * Counts one data export for the account in a day-long window, before anything is written; an
   * export that is then not recorded (one is already being prepared) gives it back.
   */
  async reserveExport(userId: string): Promise<Reservation> {
    const max = this.limits.exportsPerDay;
    const limits: Limit[] = [{ key: `data-export:account:${userId}`, max }];
    const refusal = (wait: Wait) =>
      textWith(
        /*i18n*/ 'You can ask for {max, plural, one {# copy} other {# copies}} of your data a day. Try again in {unit, select, second {{count, plural, one {# second} other {# seconds}}} minute {{count, plural, one {# minute} other {# minutes}}} other {{count, plural, one {# hour} other {# hours}}}}.',
        { ...wait, max },
      );
    await this.count(limits, refusal, DAY_MS);
    return { release: () => this.store.release(limits.map((limit) => limit.key)) };
  }

  /**
   * Counts a new conversation or a message against the sender's account (docs/security.md, "Direct
   * messages"): MESSAGING_LIMITS per window, whatever the address it comes from.
   */
  async consumeMessaging(action: 'conversation-start' | 'message-send', userId: string): Promise<void> {
    const { max, windowMs } = MESSAGING_LIMITS[action];
    const refusal = (wait: Wait) =>
      textWith(
        /*i18n*/ 'You are sending too many messages. Try again in {unit, select, second {{count, plural, one {# second} other {# seconds}}} minute {{count, plural, one {# minute} other {# minutes}}} other {{count, plural, one {# hour} other {# hours}}}}.',
        wait,
      );
    await this.count([{ key: `${action}:account:${userId}`, max }], refusal, windowMs);
  }

  private requestLimits(action: LimitedAction, ip: string, account?: string): Limit[] {
    const limits: Limit[] = [{ key: `${action}:ip:${ip}`, max: this.perIpMax(action) }];
    if (account !== undefined)
      limits.push({ key: `${action}:account:${account}`, max: this.limits.requestsPerAccount });
    return limits;
  }

  /**
   * A password confirmation is a password check by someone already signed in: it is capped per
   * account, and per IP only at the sign-in ceiling, so the people behind one school's or office's
   * address do not lock each other out.
   */
  private perIpMax(action: LimitedAction): number {
    return action === 'password-confirm' ? this.limits.loginFailuresPerIp : this.limits.requestsPerIp;
  }

  /**
   * Counts first and judges after. A refused request gives back every count it took: it checked
   * nothing, so it must not use up another limit (one person hammering their own locked account
   * would otherwise fill the counter of the address they share with others).
   */
  private async count(
    limits: Limit[],
    refusal: (wait: Wait) => TextWithValues,
    windowMs = this.limits.windowMs,
  ): Promise<void> {
    const keys = limits.map((limit) => limit.key);
    const counts = await this.store.hit(keys, windowMs);
    const exceeded = counts.filter((counted: WindowCount, i) => counted.count > (limits[i]?.max ?? 0));
    if (exceeded.length === 0) return;
    await this.store.release(keys);
    const waitMs = Math.max(...exceeded.map((counted) => counted.resetsInMs));
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    throw new TooManyRequestsError(refusal(waitOf(seconds)), seconds);
  }

  /** Drops every counter keyed by an erased account (by email or id), so no trace of it is left behind. */
  async forgetAccount(...accountKeys: string[]): Promise<void> {
    await this.store.forget(
      accountKeys.flatMap((account) => [
        `login-fail:account:${account}`,
        ...limitedActions.map((action) => `${action}:account:${account}`),
      ]),
    );
  }
}
