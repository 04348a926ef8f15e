import type { RouteObject } from 'react-router';

const studentsRoute = async () => ({ Component: (await import('./students-page')).StudentsPage });

/** Your Students and, for admins, every user, mounted by app/portal-routes.tsx. */
export const peopleRoutes: RouteObject[] = [
  { path: 'students', lazy: studentsRoute },
  { path: 'enrollments', lazy: studentsRoute },
  { path: 'users', lazy: async () => ({ Component: (await import('./users-page')).UsersPage }) },
];
