import { adminRoles } from '../access';
import { messageResponseSchema } from '../api';
import {
  contactCreatedSchema,
  contactInputSchema,
  contactListQuerySchema,
  contactListResponseSchema,
  contactMessages,
  contactUpdateSchema,
} from '../contact';
import { defineEndpoint } from '../endpoint';
import { idParamsSchema } from '../fields';

/** The contact form and the admins' Inbox of what it sent. */
export const contactEndpoints = {
  send: defineEndpoint({
    method: 'POST',
    path: '/contact',
    summary: 'Send a message to the Tutorium team (rate limited per IP)',
    fallbackMessage: contactMessages.sendThrown,
    tags: ['contact'],
    access: 'public',
    body: contactInputSchema,
    status: 201,
    response: contactCreatedSchema,
    rules: ['too_many_requests'],
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/contact',
    summary: 'Contact submissions, newest first (admins only)',
    fallbackMessage: contactMessages.fetchFailed,
    tags: ['contact'],
    access: adminRoles,
    query: contactListQuerySchema,
    status: 200,
    response: contactListResponseSchema,
    rules: [],
  }),
  mark: defineEndpoint({
    method: 'PUT',
    path: '/contact/:id',
    summary: 'Mark a submission read or unread (admins only)',
    fallbackMessage: /*i18n*/ 'Failed to update the message',
    tags: ['contact'],
    access: adminRoles,
    params: idParamsSchema,
    body: contactUpdateSchema,
    status: 200,
    response: contactCreatedSchema,
    rules: ['not_found'],
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/contact/:id',
    summary: 'Delete a submission (admins only)',
    fallbackMessage: /*i18n*/ 'Failed to delete the message',
    tags: ['contact'],
    access: adminRoles,
    params: idParamsSchema,
    status: 200,
    response: messageResponseSchema,
    rules: ['not_found'],
  }),
};
