import { lazy, Suspense } from 'react';
import { PageSpinner } from '../../../components/ui/page-spinner';
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

export function LandingPage() {
  const token = useSessionToken();

  // Only someone not signed in sees this page (see below), so the header offers Get Started.
  const page = (
    <>
      <title>Tutorium · Learn from expert teachers</title>
      <SkipLink />
      <PublicHeader variant="landing" action={getStarted} />
      <main id="main-content" tabIndex={-1} className="focus:outline-none">
        <Hero />
        <HowItWorks />
        <Testimonials />
        <CallToAction />
      </main>
      <PublicFooter />
    </>
  );

  /*
   * Without a stored token nobody is signed in, and the page shows at once. A token is checked
   * first, sending a signed-in user to their dashboard; the check needs TanStack Query, which loads
   * only then, so a first visit does without it (docs/performance.md).
   */
  if (token === null) return page;
  return (
    <Suspense fallback={<PageSpinner label="Checking your session" />}>
      <SessionCheck>{page}</SessionCheck>
    </Suspense>
  );
}
