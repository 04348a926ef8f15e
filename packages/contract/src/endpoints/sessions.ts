import { messageResponseSchema } from '../api';
import { defineEndpoint } from '../endpoint';
import { idParamsSchema } from '../fields';
import { signInsResponseSchema, signOutOthersResponseSchema } from '../sessions';

/**
 * The signed-in user's own sessions and trusted devices ("Where you're signed in"). Each acts on the
 * caller's own rows only: someone else's id answers 404, as an unknown one does.
 */
export const sessionEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/sessions',
    summary: 'Where I am signed in: my sessions and trusted devices, with browser, approximate place and last seen',
    fallbackMessage: /*i18n*/ 'Failed to load where you are signed in',
    tags: ['sessions'],
    access: 'signed-in',
    status: 200,
    response: signInsResponseSchema,
    rules: [],
  }),
  end: defineEndpoint({
    method: 'DELETE',
    path: '/sessions/:id',
    summary: 'End one of my sessions: that browser is signed out and its live notifications close',
    fallbackMessage: /*i18n*/ 'Failed to end that session',
    tags: ['sessions'],
    access: 'signed-in',
    params: idParamsSchema,
    status: 200,
    response: messageResponseSchema,
    rules: ['not_found'],
  }),
  signOutOthers: defineEndpoint({
    method: 'POST',
    path: '/sessions/sign-out-others',
    summary: 'End every session but this one, and stop trusting every device but this one',
    fallbackMessage: /*i18n*/ 'Failed to sign out your other sessions',
    tags: ['sessions'],
    access: 'signed-in',
    status: 200,
    response: signOutOthersResponseSchema,
    rules: [],
  }),
  revokeDevice: defineEndpoint({
    method: 'DELETE',
    path: '/sessions/devices/:id',
    summary: 'Stop trusting one of my devices: its next sign-in counts as an untrusted client',
    fallbackMessage: /*i18n*/ 'Failed to remove that device',
    tags: ['sessions'],
    access: 'signed-in',
    params: idParamsSchema,
    status: 200,
    response: messageResponseSchema,
    rules: ['not_found'],
  }),
};
