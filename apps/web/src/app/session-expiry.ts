import { portalOfPath } from '@tutorium/contract/screen-paths';
import type { DataRouter } from 'react-router';
import { onUnauthorized } from '../lib/api-failure';
import { href } from '../lib/href';
import { withRedirect } from '../lib/redirect';

/** Any 401 on a signed-in call: the token is already gone; drop cached data and ask for a new sign-in. */
export function installSessionExpiry(router: DataRouter): () => void {
  return onUnauthorized((message) => {
    // TanStack Query loads with the first screen that uses it; before then there is no cache to clear.
    void import('../lib/query-client').then(({ queryClient }) => queryClient.clear());
    // Imported here so that the entry chunk does not carry react-hot-toast (docs/performance.md).
    void import('react-hot-toast').then(({ default: toast }) => toast.error(message, { id: message }));
    const { pathname, search } = router.state.location;
    if (pathname === href('site.chooseUser')) return;
    const attempted = portalOfPath(pathname) ? `${pathname}${search}` : null;
    void router.navigate(withRedirect(href('site.chooseUser'), attempted), { replace: true });
  });
}
