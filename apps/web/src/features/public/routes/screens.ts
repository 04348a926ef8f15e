import { siteScreen } from '../../../lib/screen';

/** The public pages besides the landing page (app/router.tsx holds that one), in the header and footer's frame. */
export const publicScreens = [
  siteScreen('site.about', 'public', async () => (await import('./about-page')).AboutPage),
  siteScreen('site.courses', 'public', async () => (await import('./courses-page')).CoursesPage),
  siteScreen('site.teachers', 'public', async () => (await import('./teachers-page')).TeachersPage),
  siteScreen('site.teacher', 'public', async () => (await import('./teacher-profile-page')).TeacherProfilePage),
  siteScreen('site.resources', 'public', async () => (await import('./resources-page')).ResourcesPage),
  siteScreen('site.contact', 'public', async () => (await import('./contact-page')).ContactPage),
  siteScreen('site.help', 'public', async () => (await import('./help-page')).HelpPage),
];
