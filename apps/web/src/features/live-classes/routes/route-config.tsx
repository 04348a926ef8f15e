import type { RouteObject } from 'react-router';

/** The teacher's live class list and forms, mounted by app/portal-routes.tsx under /admin. */
export const liveClassTeacherRoutes: RouteObject[] = [
  {
    path: 'live-classes',
    lazy: async () => ({ Component: (await import('./teacher-live-classes-page')).TeacherLiveClassesPage }),
  },
  {
    path: 'live-class/create',
    lazy: async () => ({ Component: (await import('./create-live-class-page')).CreateLiveClassPage }),
  },
  {
    path: 'live-class/edit/:id',
    lazy: async () => ({ Component: (await import('./edit-live-class-page')).EditLiveClassPage }),
  },
];
