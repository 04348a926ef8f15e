import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/**
 * Checks a 429 whose Retry-After is a whole number of seconds, more than none and at most
 * `windowSeconds`; answers it, for the caller to check the message that names it.
 */
export function expectRetryWithin(response: LightMyRequestResponse, windowSeconds: number): number {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  return retryAfter;
}
