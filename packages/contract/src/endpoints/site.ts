import { defineEndpoint } from '../endpoint';
import { messages } from '../messages';
import { siteSettingsSchema } from '../site';

/** Site-wide settings the web app reads once. */
export const siteEndpoints = {
  settings: defineEndpoint({
    method: 'GET',
    path: '/site',
    summary: 'Site-wide settings: the currency of every price',
    fallbackMessage: messages.unexpected,
    tags: ['site'],
    access: 'public',
    status: 200,
    response: siteSettingsSchema,
    rules: [],
  }),
};
