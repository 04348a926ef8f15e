import { defineEndpoint, type Endpoint } from '@tutorium/contract/endpoint';
import { z } from 'zod';

/**
 * What a test endpoint need not say: its words, which no test reads, a neutral tag, public, answering
 * 200 with `{ success: true }`.
 */
const shared = {
  summary: 'A test endpoint',
  fallbackMessage: 'Failed to reach the test endpoint',
  tags: ['test'],
  access: 'public',
  status: 200,
  response: z.object({ success: z.literal(true) }),
} as const;

type Shared = typeof shared;

/**
 * An endpoint for a test of the web's calling code: `own` gives what the test is about (method, path,
 * schemas, rules) and anything of `shared` it needs otherwise, such as the tags a query is keyed by.
 */
export function testEndpoint<const E extends Omit<Endpoint, keyof Shared> & Partial<Pick<Endpoint, keyof Shared>>>(
  own: E,
): Omit<Shared, keyof E> & E {
  return defineEndpoint({ ...shared, ...own });
}
