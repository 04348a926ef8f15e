/** Tutorium's own contact details, shown as text in the footer and on the Contact page. */
export const company = {
  name: 'Tutorium',
  founded: 2020,
  email: 'hello@tutorium.app',
  phone: '+1 (415) 555-0142',
  addressLines: ['500 Market Street, Suite 300', 'San Francisco, CA 94105', 'United States'],
  /** Office hours, Monday to Friday, Pacific Time: written out in the reader's language and clock where shown. */
  hours: { opens: '09:00', closes: '18:00' },
} as const;
