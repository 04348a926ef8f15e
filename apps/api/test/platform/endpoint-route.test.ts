import { teacherRoles } from '@tutorium/contract/access';
import { defineEndpoint, type EndpointFailureCode, endpointFailureCodes } from '@tutorium/contract/endpoint';
import { courseEndpoints } from '@tutorium/contract/endpoints/courses';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import type { AuthUser } from '../../src/platform/authentication';
import { type EndpointHandlerRequest, registerEndpoints } from '../../src/platform/endpoint-route';

const greeting = z.object({ greeting: z.string() });
const group = {
  hello: defineEndpoint({
    method: 'GET',
    path: '/hello',
    summary: 'Anyone',
    fallbackMessage: 'Failed to greet',
    tags: ['test'],
    access: 'public',
    status: 200,
    response: greeting,
    rules: [],
  }),
  staffOnly: defineEndpoint({
    method: 'GET',
    path: '/staff',
    summary: 'Teachers and admins',
    fallbackMessage: 'Failed to greet the staff',
    tags: ['test'],
    access: teacherRoles,
    status: 200,
    response: greeting,
    rules: [],
  }),
};

describe('registerEndpoints', () => {
  it('registers each endpoint of a group with its implementation', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerEndpoints(app, group, {
      hello: async () => ({ greeting: 'hello' }),
      staffOnly: async (request) => ({ greeting: `hello, ${request.user.role}` }),
    });
    expect((await app.inject({ method: 'GET', url: '/hello' })).json()).toEqual({ greeting: 'hello' });
    expect(app.hasRoute({ method: 'GET', url: '/staff' })).toBe(true);
    await app.close();
  });

  it('does not compile with a handler missing or one too many', () => {
    const misuses = (app: ReturnType<typeof Fastify>) => {
      // @ts-expect-error: `staffOnly` has no handler
      registerEndpoints(app, group, { hello: async () => ({ greeting: 'hello' }) });
      registerEndpoints(app, group, {
        hello: async () => ({ greeting: 'hello' }),
        staffOnly: async () => ({ greeting: 'hello' }),
        // @ts-expect-error: the group has no endpoint `farewell`
        farewell: async () => ({ greeting: 'goodbye' }),
      });
    };
    expectTypeOf(misuses).toBeFunction();
  });

  it('hands a non-public endpoint’s handler its user, narrowed to the declared roles', () => {
    expectTypeOf<EndpointHandlerRequest<typeof group.staffOnly>['user']>().toEqualTypeOf<
      AuthUser & { role: 'teacher' | 'admin' }
    >();
    expectTypeOf<EndpointHandlerRequest<typeof group.hello>['user']>().toEqualTypeOf<AuthUser | null>();
  });
});

describe('EndpointFailureCode', () => {
  it('derives the codes of the schemas and access, adds the declared rules, and agrees with the run-time list', () => {
    type Detail = EndpointFailureCode<typeof courseEndpoints.detail>;
    expectTypeOf<Detail>().toEqualTypeOf<'validation_failed' | 'not_found'>();
    expect(endpointFailureCodes(courseEndpoints.detail)).toEqual(['validation_failed', 'not_found']);

    const deleteCodes = [
      'validation_failed',
      'invalid_request',
      'payload_too_large',
      'unsupported_media_type',
      'sign_in_required',
      'forbidden',
      'two_step_setup_required',
      'not_found',
      'not_your_course',
    ] as const;
    expectTypeOf<EndpointFailureCode<typeof courseEndpoints.delete>>().toEqualTypeOf<(typeof deleteCodes)[number]>();
    expect(endpointFailureCodes(courseEndpoints.delete)).toEqual(deleteCodes);

    // A student-only endpoint: a teacher is refused by role before the two-step rule is looked at.
    expectTypeOf<EndpointFailureCode<typeof courseEndpoints.studentCourses>>().toEqualTypeOf<
      'sign_in_required' | 'forbidden'
    >();
    expect(endpointFailureCodes(courseEndpoints.studentCourses)).toEqual(['sign_in_required', 'forbidden']);
  });
});
