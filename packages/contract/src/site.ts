import { z } from 'zod';

/** Site-wide settings the web app needs before it shows a price. */
export const siteSettingsSchema = z.object({
  success: z.literal(true),
  data: z.object({
    currency: z.string(),
    /** Whether invoices can be paid online (a payment provider is set up); desk payments always work. */
    onlinePayments: z.boolean(),
  }),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>['data'];
