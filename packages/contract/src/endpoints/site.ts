import { defineEndpoint } from '../endpoint';
import { siteSettingsSchema } from '../site';

/** Site-wide settings the web app reads once. */
export const siteEndpoints = {
  settings: defineEndpoint({
    method: 'GET',
    path: '/site',
    summary: 'Site-wide settings: the currency of every price',
    tags: ['site'],
    access: 'public',
    status: 200,
    response: siteSettingsSchema,
    rules: [],
  }),
};
