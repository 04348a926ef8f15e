import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Portal } from '@tutorium/contract/screen-paths';
import { TextLink } from '../../../components/ui/text-link';
import { href } from '../../../lib/href';
import { PortalAuthCard } from '../components/portal-auth-card';
import { SignInForm } from '../components/sign-in-form';

const copy = {
  teacher: {
    title: msg`Teacher Sign In`,
    description: msg`Welcome back. Sign in to manage your courses and classes.`,
    register: msg`Register as a teacher`,
  },
  student: {
    title: msg`Student Sign In`,
    description: msg`Welcome back. Sign in to continue learning.`,
    register: msg`Register as a student`,
  },
} as const satisfies Record<Portal, Record<'title' | 'description' | 'register', MessageDescriptor>>;

export function SignInPage({ portal }: { portal: Portal }) {
  const { t } = useLingui();
  const text = copy[portal];
  return (
    <PortalAuthCard
      title={t(text.title)}
      description={t(text.description)}
      firstLink={<TextLink to={href('site.forgotPassword')}>{t`Forgot password?`}</TextLink>}
      other={{ question: t`Don't have an account?`, label: t(text.register), path: href(`site.${portal}Register`) }}
    >
      <SignInForm portal={portal} />
    </PortalAuthCard>
  );
}
