import type { RouteObject } from 'react-router';
import { lazyLoad, lazyScreen } from '../../../lib/lazy-route';

/**
 * The public pages besides the landing page, mounted by app/router.tsx at the site root. They share
 * one layout (header and footer), which stays in place as visitors move between them. `pagesOfOtherFeatures`
 * are public pages other features own (the course page), placed inside the same layout.
 */
export const publicRoutes = (pagesOfOtherFeatures: RouteObject[]): RouteObject[] => [
  {
    lazy: lazyLoad(async () => (await import('../components/public-layout')).PublicLayout),
    children: [
      lazyScreen('about', async () => (await import('./about-page')).AboutPage),
      lazyScreen('courses', async () => (await import('./courses-page')).CoursesPage),
      ...pagesOfOtherFeatures,
      lazyScreen('teachers', async () => (await import('./teachers-page')).TeachersPage),
      lazyScreen('teacher/:id', async () => (await import('./teacher-profile-page')).TeacherProfilePage),
      lazyScreen('resources', async () => (await import('./resources-page')).ResourcesPage),
      lazyScreen('contact', async () => (await import('./contact-page')).ContactPage),
      lazyScreen('help', async () => (await import('./help-page')).HelpPage),
      // Every address nothing else claims, portals aside (they have their own).
      lazyScreen('*', async () => (await import('./not-found-page')).NotFoundPage),
    ],
  },
];
