import { useSearchParams } from 'react-router';
import { TextLink } from '../../../components/ui/text-link';
import { type Portal, portalPaths } from '../../../lib/portal-paths';
import { REDIRECT_PARAM, withRedirect } from '../../../lib/redirect';
import { AuthCard } from '../components/auth-card';
import { SignInForm } from '../components/sign-in-form';

const copy = {
  teacher: {
    title: 'Teacher Sign In',
    description: 'Welcome back. Sign in to manage your courses and classes.',
    register: 'Register as a teacher',
  },
  student: {
    title: 'Student Sign In',
    description: 'Welcome back. Sign in to continue learning.',
    register: 'Register as a student',
  },
} as const;

export function SignInPage({ portal }: { portal: Portal }) {
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get(REDIRECT_PARAM);
  const text = copy[portal];

  return (
    <AuthCard
      title={text.title}
      description={text.description}
      footer={
        <>
          <p>
            <TextLink to="/forgot-password">Forgot password?</TextLink>
          </p>
          <p className="text-slate-700">
            Don&apos;t have an account?{' '}
            <TextLink to={withRedirect(portalPaths[portal].register, redirect)}>{text.register}</TextLink>
          </p>
          <p>
            <TextLink to={withRedirect('/choose-user', redirect)}>Choose a different user type</TextLink>
          </p>
        </>
      }
    >
      <SignInForm portal={portal} />
    </AuthCard>
  );
}
