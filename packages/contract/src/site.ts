import { z } from 'zod';

/** Site-wide settings the web app needs before it shows a price. */
export const siteSettingsSchema = z.object({
  success: z.literal(true),
  data: z.object({ currency: z.string() }),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>['data'];
