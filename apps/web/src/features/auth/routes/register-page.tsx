import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { href } from '../../../lib/href';
import { PortalAuthCard } from '../components/portal-auth-card';
import { RegisterForm } from '../components/register-form';
import type { RegistrationPortal } from '../portal-role';

const copy = {
  teacher: {
    title: msg`Teacher Registration`,
    description: msg`Create your teacher account to publish courses and run live classes.`,
  },
  student: {
    title: msg`Student Registration`,
    description: msg`Create your student account to enrol in courses.`,
  },
} as const satisfies Record<RegistrationPortal, { title: MessageDescriptor; description: MessageDescriptor }>;

export function RegisterPage({ portal }: { portal: RegistrationPortal }) {
  const { t } = useLingui();
  const text = copy[portal];
  return (
    <PortalAuthCard
      title={t(text.title)}
      description={t(text.description)}
      other={{ question: t`Already have an account?`, label: t`Sign in`, path: href(`site.${portal}SignIn`) }}
    >
      <RegisterForm portal={portal} />
    </PortalAuthCard>
  );
}
