/** Tutorium's own contact details, shown as text in the footer and on the Contact page. */
export const company = {
  name: 'Tutorium',
  founded: 2020,
  email: 'hello@tutorium.app',
  phone: '+1 (415) 555-0142',
  addressLines: ['500 Market Street, Suite 300', 'San Francisco, CA 94105', 'United States'],
  hours: 'Monday to Friday, 9:00 AM – 6:00 PM (Pacific Time)',
} as const;
