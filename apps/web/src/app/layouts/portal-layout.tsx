import { Trans, useLingui } from '@lingui/react/macro';
import type { Portal } from '@tutorium/contract/screen-paths';
import { Menu } from 'lucide-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { Outlet } from 'react-router';
import { MessagesHeaderLink } from '../../features/messages/components/messages-header-link';
import { LiveUpdates } from '../../features/notifications/components/live-updates';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { OfflineBanner } from '../../lib/offline/offline-banner';
import { useSignedInUser } from '../../lib/session';
import { MobileNavDrawer } from './mobile-nav-drawer';
import { Sidebar } from './sidebar';
import { UserMenu } from './user-menu';

const DRAWER_ID = 'portal-navigation';

/*
 * Only an account with an unconfirmed address sees the banner: its code form (and the form library
 * under it) loads then, not with every portal screen (docs/performance.md).
 */
const EmailVerificationBanner = lazy(() =>
  import('../../components/account/email-verification-banner').then(({ EmailVerificationBanner }) => ({
    default: EmailVerificationBanner,
  })),
);

export function PortalLayout({ portal }: { portal: Portal }) {
  const { t } = useLingui();
  const user = useSignedInUser();
  const { name } = user;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  return (
    <div className="min-h-screen bg-slate-50">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        <Trans>Skip to main content</Trans>
      </a>

      {/* Fixed to the full window height and scrolling on its own: its background never stops mid-page. */}
      <aside className="fixed inset-y-0 left-0 hidden w-64 overflow-y-auto border-r border-slate-200 bg-white lg:block">
        <Sidebar portal={portal} />
      </aside>

      <MobileNavDrawer id={DRAWER_ID} open={drawerOpen} onClose={closeDrawer}>
        <Sidebar portal={portal} onNavigate={closeDrawer} />
      </MobileNavDrawer>

      <div className="lg:pl-64">
        <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-slate-200 bg-white/95 px-4 backdrop-blur sm:px-6">
          <button
            type="button"
            onClick={() => setDrawerOpen(true)}
            aria-label={t`Open menu`}
            aria-expanded={drawerOpen}
            aria-controls={DRAWER_ID}
            className="rounded-md p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 lg:hidden"
          >
            <Menu className="size-5" aria-hidden="true" />
          </button>
          <p className="min-w-0 truncate text-sm font-medium text-slate-800 sm:text-base">
            <Trans>Welcome, {name}</Trans>
          </p>
          <div className="ml-auto flex items-center gap-2">
            <MessagesHeaderLink portal={portal} />
            {portal === 'guardian' ? <LiveUpdates /> : <NotificationBell portal={portal} />}
            <UserMenu user={user} portal={portal} />
          </div>
        </header>

        <main id="main-content" tabIndex={-1} className="mx-auto max-w-6xl p-4 focus:outline-none sm:p-6 lg:p-8">
          <OfflineBanner />
          {user.emailVerified ? null : (
            <Suspense fallback={null}>
              <EmailVerificationBanner email={user.email} />
            </Suspense>
          )}
          <Outlet />
        </main>
      </div>
    </div>
  );
}
