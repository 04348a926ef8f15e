import { Navigate } from 'react-router';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { dashboardPathFor } from '../../../lib/portal-paths';
import { useCurrentUser } from '../../../lib/session';
import { CallToAction } from '../components/call-to-action';
import { Hero } from '../components/hero';
import { HowItWorks } from '../components/how-it-works';
import { PublicFooter } from '../components/public-footer';
import { PublicHeader } from '../components/public-header';
import { SkipLink } from '../components/skip-link';
import { Testimonials } from '../components/testimonials';

export function LandingPage() {
  const { user, isPending } = useCurrentUser();
  if (isPending) return <PageSpinner label="Checking your session" />;
  if (user !== null) return <Navigate to={dashboardPathFor(user.role)} replace />;

  return (
    <>
      <title>Tutorium · Learn from expert teachers</title>
      <SkipLink />
      <PublicHeader variant="landing" />
      <main id="main-content" tabIndex={-1} className="focus:outline-none">
        <Hero />
        <HowItWorks />
        <Testimonials />
        <CallToAction />
      </main>
      <PublicFooter />
    </>
  );
}
