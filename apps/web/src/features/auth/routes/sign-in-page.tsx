import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Portal } from '@tutorium/contract/screen-paths';
import { TextLink } from '../../../components/ui/text-link';
import { href } from '../../../lib/href';
import { PortalAuthCard } from '../components/portal-auth-card';
import { SignInForm } from '../components/sign-in-form';
import type { RegistrationPortal } from '../portal-role';

const copy = {
  teacher: {
    title: msg`Teacher Sign In`,
    description: msg`Welcome back. Sign in to manage your courses and classes.`,
  },
  student: {
    title: msg`Student Sign In`,
    description: msg`Welcome back. Sign in to continue learning.`,
  },
  guardian: {
    title: msg`Parent & Guardian Sign In`,
    description: msg`Sign in to follow your child's attendance, classes, homework and grades.`,
  },
} as const satisfies Record<Portal, Record<'title' | 'description', MessageDescriptor>>;

const registerLabel = {
  teacher: msg`Register as a teacher`,
  student: msg`Register as a student`,
} as const satisfies Record<RegistrationPortal, MessageDescriptor>;

export function SignInPage({ portal }: { portal: Portal }) {
  const { t } = useLingui();
  const text = copy[portal];
  return (
    <PortalAuthCard
      title={t(text.title)}
      description={t(text.description)}
      firstLink={<TextLink to={href('site.forgotPassword')}>{t`Forgot password?`}</TextLink>}
      other={
        // A guardian account comes only from an invitation, so this sign-in has no registration.
        portal === 'guardian'
          ? {
              note: t`No account yet? Ask your child or their teacher to invite you: the invitation email lets you create one.`,
            }
          : {
              question: t`Don't have an account?`,
              label: t(registerLabel[portal]),
              path: href(`site.${portal}Register`),
            }
      }
    >
      <SignInForm portal={portal} />
    </PortalAuthCard>
  );
}
