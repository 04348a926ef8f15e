import { defineEndpoint } from '@tutorium/contract/endpoint';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpointUrl } from './endpoint-client';

const endpoint = defineEndpoint({
  method: 'GET',
  path: '/courses/:id/lessons/:lessonId',
  summary: 'A test endpoint',
  tags: ['test'],
  access: 'public',
  status: 200,
  response: z.object({ success: z.literal(true) }),
  failures: [404],
});

describe('endpointUrl', () => {
  it('puts each path parameter in its place, escaped', () => {
    expect(endpointUrl(endpoint, { params: { id: 'a/b', lessonId: 'x y' } })).toBe('/courses/a%2Fb/lessons/x%20y');
  });

  it('adds the query, leaving out empty and missing values', () => {
    expect(
      endpointUrl(endpoint, {
        params: { id: '1', lessonId: '2' },
        query: { page: 2, search: 'algebra & more', category: '', level: undefined, done: false },
      }),
    ).toBe('/courses/1/lessons/2?page=2&search=algebra+%26+more&done=false');
  });
});
