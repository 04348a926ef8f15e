import { siteScreen } from '../../../lib/screen';

/**
 * The public pages besides the landing page (app/router.tsx holds that one), in the header and
 * footer's frame, with their links in the header and footer.
 */
export const publicScreens = [
  siteScreen('site.about', 'public', async () => (await import('./about-page')).AboutPage, {
    nav: { header: { label: 'About', order: 20 }, footer: { group: 'support', label: 'About Us', order: 10 } },
  }),
  siteScreen('site.courses', 'public', async () => (await import('./courses-page')).CoursesPage, {
    nav: { header: { label: 'Courses', order: 30 }, footer: { group: 'quick', label: 'Browse Courses', order: 20 } },
  }),
  siteScreen('site.teachers', 'public', async () => (await import('./teachers-page')).TeachersPage, {
    nav: { header: { label: 'Teachers', order: 40 }, footer: { group: 'quick', label: 'Find Teachers', order: 10 } },
  }),
  siteScreen('site.teacher', 'public', async () => (await import('./teacher-profile-page')).TeacherProfilePage),
  siteScreen('site.resources', 'public', async () => (await import('./resources-page')).ResourcesPage, {
    nav: {
      header: { label: 'Resources', order: 50 },
      footer: { group: 'quick', label: 'Student Resources', order: 40 },
    },
  }),
  siteScreen('site.contact', 'public', async () => (await import('./contact-page')).ContactPage, {
    nav: { header: { label: 'Contact', order: 60 }, footer: { group: 'quick', label: 'Contact Us', order: 50 } },
  }),
  siteScreen('site.help', 'public', async () => (await import('./help-page')).HelpPage, {
    nav: { footer: { group: 'support', label: 'Help Centre', order: 20 } },
  }),
];
