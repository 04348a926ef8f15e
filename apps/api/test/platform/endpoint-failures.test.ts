import { describe, expect, it } from 'vitest';
import { json, useTestApp } from '../helpers/test-app';

const t = useTestApp();

interface Operation {
  responses: Record<string, { content?: Record<string, { schema?: { properties?: { code?: { enum?: string[] } } } }> }>;
}

/** Each documented failure status of one operation, with the codes it says that status carries. */
async function documentedFailures(method: string, path: string): Promise<Record<string, string[]>> {
  const spec = json<{ paths: Record<string, Record<string, Operation>> }>(
    await t.app.inject({ method: 'GET', url: '/api/docs/json' }),
  );
  const operation = spec.paths[path]?.[method];
  expect(operation, `${method} ${path}`).toBeDefined();
  const failures: Record<string, string[]> = {};
  for (const [status, answer] of Object.entries(operation?.responses ?? {})) {
    if (Number(status) < 400) continue;
    failures[status] = answer.content?.['application/json']?.schema?.properties?.code?.enum ?? [];
  }
  return failures;
}

describe('the failures each endpoint documents, derived from its definition', () => {
  it('a public read with a path parameter: 400 for the parameter and 404, never 401, 403 or 409', async () => {
    expect(await documentedFailures('get', '/api/courses/{id}')).toEqual({
      400: ['validation_failed'],
      404: ['not_found'],
    });
  });

  it('a teacher-only write: 401 for a visitor, 403 for another role or missing two-step setup, and its rules', async () => {
    const failures = await documentedFailures('delete', '/api/courses/{id}');
    expect(failures[401]).toEqual(['sign_in_required']);
    expect(failures[403]).toEqual(expect.arrayContaining(['forbidden', 'two_step_setup_required', 'not_your_course']));
    expect(failures[404]).toEqual(['not_found']);
  });

  it('a student-only endpoint: a teacher is refused by role before any two-step rule applies', async () => {
    const failures = await documentedFailures('get', '/api/courses/student/courses');
    expect(failures[401]).toEqual(['sign_in_required']);
    expect(failures[403]).toEqual(['forbidden']);
  });
});
