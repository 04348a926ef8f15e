import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { PageSpinner } from '../../../components/ui/page-spinner';
import type { SiteNav } from '../../../lib/screen';
import { useSessionToken } from '../../../lib/token-storage';
import { CallToAction } from '../components/call-to-action';
import { Hero } from '../components/hero';
import { HowItWorks } from '../components/how-it-works';
import { PublicFooter } from '../components/public-footer';
import { getStarted, PublicHeader } from '../components/public-header';
import { SkipLink } from '../components/skip-link';
import { Testimonials } from '../components/testimonials';

const SessionCheck = lazy(() =>
  import('../components/session-check').then(({ SessionCheck }) => ({ default: SessionCheck })),
);

/** The landing page, with the site's links (app/site-nav.ts) in its header and footer. */
export function LandingPage({ nav }: { nav: SiteNav }) {
  const token = useSessionToken();
  const { t } = useLingui();

  // Only someone not signed in sees this page (see below), so the header offers Get Started.
  const page = (
    <>
      <title>{t`Tutorium · Learn from expert teachers`}</title>
      <SkipLink />
      <PublicHeader variant="landing" links={nav.header} action={getStarted} />
      <main id="main-content" tabIndex={-1} className="focus:outline-none">
        <Hero />
        <HowItWorks />
        <Testimonials />
        <CallToAction />
      </main>
      <PublicFooter links={nav.footer} />
    </>
  );

  /*
   * Without a stored token nobody is signed in, and the page shows at once. A token is checked
   * first, sending a signed-in user to their dashboard; the check needs TanStack Query, which loads
   * only then, so a first visit does without it (docs/performance.md).
   */
  if (token === null) return page;
  return (
    <Suspense fallback={<PageSpinner label={t`Checking your session`} />}>
      <SessionCheck>{page}</SessionCheck>
    </Suspense>
  );
}
