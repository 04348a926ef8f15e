import type { Portal } from '@tutorium/contract/screen-paths';
import { TextLink } from '../../../components/ui/text-link';
import { href } from '../../../lib/href';
import { PortalAuthCard } from '../components/portal-auth-card';
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
  const text = copy[portal];
  return (
    <PortalAuthCard
      title={text.title}
      description={text.description}
      firstLink={<TextLink to={href('site.forgotPassword')}>Forgot password?</TextLink>}
      other={{ question: "Don't have an account?", label: text.register, path: href(`site.${portal}Register`) }}
    >
      <SignInForm portal={portal} />
    </PortalAuthCard>
  );
}
