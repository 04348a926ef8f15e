import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../../lib/lazy-route';

/** The teacher's live class list and forms, mounted by app/portal-routes.tsx under /admin. */
export const liveClassTeacherRoutes: RouteObject[] = [
  lazyScreen('live-classes', async () => (await import('./teacher-live-classes-page')).TeacherLiveClassesPage),
  lazyScreen('live-class/create', async () => (await import('./create-live-class-page')).CreateLiveClassPage),
  lazyScreen('live-class/edit/:id', async () => (await import('./edit-live-class-page')).EditLiveClassPage),
];
