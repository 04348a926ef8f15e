import { useSearchParams } from 'react-router';
import { TextLink } from '../../../components/ui/text-link';
import { type Portal, portalPaths } from '../../../lib/portal-paths';
import { REDIRECT_PARAM, withRedirect } from '../../../lib/redirect';
import { AuthCard } from '../components/auth-card';
import { RegisterForm } from '../components/register-form';

const copy = {
  teacher: {
    title: 'Teacher Registration',
    description: 'Create your teacher account to publish courses and run live classes.',
  },
  student: {
    title: 'Student Registration',
    description: 'Create your student account to enrol in courses.',
  },
} as const;

export function RegisterPage({ portal }: { portal: Portal }) {
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get(REDIRECT_PARAM);

  return (
    <AuthCard
      title={copy[portal].title}
      description={copy[portal].description}
      footer={
        <>
          <p className="text-slate-700">
            Already have an account?{' '}
            <TextLink to={withRedirect(portalPaths[portal].signIn, redirect)}>Sign in</TextLink>
          </p>
          <p>
            <TextLink to={withRedirect('/choose-user', redirect)}>Choose a different user type</TextLink>
          </p>
        </>
      }
    >
      <RegisterForm portal={portal} />
    </AuthCard>
  );
}
