import { adminRoles } from '../access';
import { defineEndpoint } from '../endpoint';
import { idParamsSchema } from '../fields';
import { outboxListQuerySchema, outboxListResponseSchema, outboxRetryResponseSchema } from '../outbox';

/** The email outbox as administrators see it: what is waiting, what failed and why, and a retry. */
export const outboxEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/outbox',
    summary: 'Emails not yet delivered (or those of one status), newest first (admins only)',
    fallbackMessage: /*i18n*/ 'Could not load the email queue',
    tags: ['outbox'],
    access: adminRoles,
    query: outboxListQuerySchema,
    status: 200,
    response: outboxListResponseSchema,
    rules: [],
  }),
  retry: defineEndpoint({
    method: 'POST',
    path: '/outbox/:id/retry',
    summary: 'Send a failed email again (admins only)',
    fallbackMessage: /*i18n*/ 'Could not send the email again',
    tags: ['outbox'],
    access: adminRoles,
    params: idParamsSchema,
    status: 200,
    response: outboxRetryResponseSchema,
    rules: ['not_found', 'email_not_failed'],
  }),
};
