import type { RouteObject } from 'react-router';

/**
 * The public pages besides the landing page, mounted by app/router.tsx at the site root. They share
 * one layout (header and footer), which stays in place as visitors move between them. `pagesOfOtherFeatures`
 * are public pages other features own (the course page), placed inside the same layout.
 */
export const publicRoutes = (pagesOfOtherFeatures: RouteObject[]): RouteObject[] => [
  {
    lazy: async () => ({ Component: (await import('../components/public-layout')).PublicLayout }),
    children: [
      { path: 'about', lazy: async () => ({ Component: (await import('./about-page')).AboutPage }) },
      { path: 'courses', lazy: async () => ({ Component: (await import('./courses-page')).CoursesPage }) },
      ...pagesOfOtherFeatures,
      { path: 'teachers', lazy: async () => ({ Component: (await import('./teachers-page')).TeachersPage }) },
      {
        path: 'teacher/:id',
        lazy: async () => ({ Component: (await import('./teacher-profile-page')).TeacherProfilePage }),
      },
      { path: 'resources', lazy: async () => ({ Component: (await import('./resources-page')).ResourcesPage }) },
      { path: 'contact', lazy: async () => ({ Component: (await import('./contact-page')).ContactPage }) },
      { path: 'help', lazy: async () => ({ Component: (await import('./help-page')).HelpPage }) },
      // Every address nothing else claims, portals aside (they have their own).
      { path: '*', lazy: async () => ({ Component: (await import('./not-found-page')).NotFoundPage }) },
    ],
  },
];
