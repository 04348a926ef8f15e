import { Outlet } from 'react-router';
import { QueryProvider } from '../lib/query-provider';

/** The pathless route around every screen but the landing page (app/router.tsx). */
export function QueryLayout() {
  return (
    <QueryProvider>
      <Outlet />
    </QueryProvider>
  );
}
