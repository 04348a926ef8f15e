import { msg } from '@lingui/core/macro';
import { useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { dashboardPathFor } from '../../../lib/href';
import type { SiteLink, SiteNav } from '../../../lib/screen';
import { useCurrentUser } from '../../../lib/session';
import { PublicFooter } from './public-footer';
import { getStarted, PublicHeader } from './public-header';
import { SkipLink } from './skip-link';

/** "Get Started", or the way back to the dashboard once signed in. */
function useCallToAction(): SiteLink {
  const { user } = useCurrentUser();
  return user === null ? getStarted : { label: msg`My Dashboard`, to: dashboardPathFor(user.accountRole) };
}

/** Every public page but the landing page: the solid header, the page and the footer, with the site's links. */
export function PublicLayout({ nav }: { nav: SiteNav }) {
  const { pathname } = useLocation();
  const shownPath = useRef<string | null>(null);
  const action = useCallToAction();

  // A new page starts at its top; changing a filter (the query string) keeps the scroll position.
  useLayoutEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  });

  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <SkipLink />
      <PublicHeader variant="page" links={nav.header} action={action} />
      {/* At least a screen tall, so the footer starts below the first screen and is not pushed down, a
          layout shift, when the page's content arrives after its spinner. */}
      <main id="main-content" tabIndex={-1} className="min-h-screen flex-1 pt-16 focus:outline-none">
        <Outlet />
      </main>
      <PublicFooter links={nav.footer} />
    </div>
  );
}
