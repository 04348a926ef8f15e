import { msg } from '@lingui/core/macro';
import { featureScreens } from '../../../lib/screen';

const { siteScreen } = featureScreens('public');

/**
 * The public pages besides the landing page (app/router.tsx holds that one), in the header and
 * footer's frame, with their links in the header and footer.
 */
export const publicScreens = [
  siteScreen('site.about', 'public', async () => (await import('./about-page')).AboutPage, {
    nav: { header: { label: msg`About`, order: 20 }, footer: { group: 'support', label: msg`About Us`, order: 10 } },
  }),
  siteScreen('site.courses', 'public', async () => (await import('./courses-page')).CoursesPage, {
    nav: {
      header: { label: msg`Courses`, order: 30 },
      footer: { group: 'quick', label: msg`Browse Courses`, order: 20 },
    },
  }),
  siteScreen('site.teachers', 'public', async () => (await import('./teachers-page')).TeachersPage, {
    nav: {
      header: { label: msg`Teachers`, order: 40 },
      footer: { group: 'quick', label: msg`Find Teachers`, order: 10 },
    },
  }),
  siteScreen('site.teacher', 'public', async () => (await import('./teacher-profile-page')).TeacherProfilePage),
  siteScreen('site.resources', 'public', async () => (await import('./resources-page')).ResourcesPage, {
    nav: {
      header: { label: msg`Resources`, order: 50 },
      footer: { group: 'quick', label: msg`Student Resources`, order: 40 },
    },
  }),
  siteScreen('site.contact', 'public', async () => (await import('./contact-page')).ContactPage, {
    nav: { header: { label: msg`Contact`, order: 60 }, footer: { group: 'quick', label: msg`Contact Us`, order: 50 } },
  }),
  siteScreen('site.help', 'public', async () => (await import('./help-page')).HelpPage, {
    nav: { footer: { group: 'support', label: msg`Help Centre`, order: 20 } },
  }),
];
