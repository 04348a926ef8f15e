import type { Portal } from '@tutorium/contract/screen-paths';
import { href } from '../../../lib/href';
import { PortalAuthCard } from '../components/portal-auth-card';
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
  return (
    <PortalAuthCard
      {...copy[portal]}
      other={{ question: 'Already have an account?', label: 'Sign in', path: href(`site.${portal}SignIn`) }}
    >
      <RegisterForm portal={portal} />
    </PortalAuthCard>
  );
}
