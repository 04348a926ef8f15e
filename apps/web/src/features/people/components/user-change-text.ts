import { t } from '@lingui/core/macro';
import type { AssignableRole, UserStatus } from '@tutorium/contract/roles';
import type { User } from '@tutorium/contract/users';

/** A role or status an admin chose for an account, waiting for them to confirm it. */
export interface ProposedChange {
  user: User;
  change: { role: AssignableRole } | { status: UserStatus };
}

interface ChangeText {
  title: string;
  description: string;
  confirmLabel: string;
  destructive: boolean;
}

/** Each role's confirmation in whole sentences, so every language can order the name and the role its own way. */
const roleText: Record<AssignableRole, (name: string) => { title: string; means: string; confirmLabel: string }> = {
  admin: (name) => ({
    title: t`Make ${name} an Administrator?`,
    means: t`Administrators run all of Tutorium: every account, course and setting, and the audit log. They can change anyone’s role, yours included.`,
    confirmLabel: t`Make Administrator`,
  }),
  teacher: (name) => ({
    title: t`Make ${name} a Teacher?`,
    means: t`Teachers use the teacher portal to run their own courses, live classes, attendance and scores, and see the students enrolled in them.`,
    confirmLabel: t`Make Teacher`,
  }),
  student: (name) => ({
    title: t`Make ${name} a Student?`,
    means: t`Students enrol in courses and see only their own learning; they cannot open the teacher portal.`,
    confirmLabel: t`Make Student`,
  }),
};

const statusText: Record<UserStatus, (name: string) => { title: string; description: string; confirmLabel: string }> = {
  active: (name) => ({
    title: t`Reactivate ${name}?`,
    description: t`They can sign in again with their password.`,
    confirmLabel: t`Reactivate`,
  }),
  suspended: (name) => ({
    title: t`Suspend ${name}?`,
    description: t`They will be signed out and cannot sign in until reactivated.`,
    confirmLabel: t`Suspend`,
  }),
  inactive: (name) => ({
    title: t`Mark as inactive: ${name}?`,
    description: t`They will be signed out and cannot sign in until reactivated.`,
    confirmLabel: t`Mark inactive`,
  }),
  pending: (name) => ({
    title: t`Mark as pending: ${name}?`,
    description: t`They will be signed out and cannot sign in until reactivated.`,
    confirmLabel: t`Mark pending`,
  }),
};

/** What the confirmation says: the change by name, and what it means for the account. */
export function changeText({ user, change }: ProposedChange): ChangeText {
  if ('role' in change) {
    const role = roleText[change.role](user.name);
    const from =
      user.accountRole === 'admin' && change.role !== 'admin' ? ` ${t`They will no longer administer Tutorium.`}` : '';
    return {
      title: role.title,
      description: `${role.means}${from}`,
      confirmLabel: role.confirmLabel,
      destructive: false,
    };
  }
  return { ...statusText[change.status](user.name), destructive: change.status !== 'active' };
}
