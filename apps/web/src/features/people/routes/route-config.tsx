import type { RouteObject } from 'react-router';
import { lazyLoad, lazyScreen } from '../../../lib/lazy-route';

const studentsRoute = lazyLoad(async () => (await import('./students-page')).StudentsPage);

/** Your Students and, for admins, every user, mounted by app/portal-routes.tsx. */
export const peopleRoutes: RouteObject[] = [
  { path: 'students', lazy: studentsRoute },
  { path: 'enrollments', lazy: studentsRoute },
  lazyScreen('users', async () => (await import('./users-page')).UsersPage),
];
