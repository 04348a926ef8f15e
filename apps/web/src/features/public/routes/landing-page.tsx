import { Navigate } from 'react-router';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { dashboardPathFor } from '../../../lib/portal-paths';
import { useCurrentUser } from '../../../lib/session';
import { Hero } from '../components/hero';
import { HowItWorks } from '../components/how-it-works';
import { PublicFooter } from '../components/public-footer';
import { PublicHeader } from '../components/public-header';

export function LandingPage() {
  const { user, isPending } = useCurrentUser();
  if (isPending) return <PageSpinner label="Checking your session" />;
  if (user !== null) return <Navigate to={dashboardPathFor(user.role)} replace />;

  return (
    <>
      <title>Tutorium · Learn from expert teachers</title>
      <PublicHeader />
      <main>
        <Hero />
        <HowItWorks />
      </main>
      <PublicFooter />
    </>
  );
}
