import type { Role, UserStatus } from '@tutorium/contract/roles';
import type { User } from '@tutorium/contract/users';

/** A role or status an admin chose for an account, waiting for them to confirm it. */
export interface ProposedChange {
  user: User;
  change: { role: Role } | { status: UserStatus };
}

interface ChangeText {
  title: string;
  description: string;
  confirmLabel: string;
  destructive: boolean;
}

const roleText: Record<Role, { article: string; name: string; means: string }> = {
  admin: {
    article: 'an',
    name: 'Administrator',
    means:
      'Administrators run all of Tutorium: every account, course and setting, and the audit log. They can change anyone’s role, yours included.',
  },
  teacher: {
    article: 'a',
    name: 'Teacher',
    means:
      'Teachers use the teacher portal to run their own courses, live classes, attendance and scores, and see the students enrolled in them.',
  },
  student: {
    article: 'a',
    name: 'Student',
    means: 'Students enrol in courses and see only their own learning; they cannot open the teacher portal.',
  },
};

const statusText: Record<UserStatus, { title: string; description: string; confirmLabel: string }> = {
  active: {
    title: 'Reactivate',
    description: 'They can sign in again with their password.',
    confirmLabel: 'Reactivate',
  },
  suspended: {
    title: 'Suspend',
    description: 'They will be signed out and cannot sign in until reactivated.',
    confirmLabel: 'Suspend',
  },
  inactive: {
    title: 'Mark as inactive:',
    description: 'They will be signed out and cannot sign in until reactivated.',
    confirmLabel: 'Mark inactive',
  },
  pending: {
    title: 'Mark as pending:',
    description: 'They will be signed out and cannot sign in until reactivated.',
    confirmLabel: 'Mark pending',
  },
};

/** What the confirmation says: the change by name, and what it means for the account. */
export function changeText({ user, change }: ProposedChange): ChangeText {
  if ('role' in change) {
    const role = roleText[change.role];
    const from =
      user.accountRole === 'admin' && change.role !== 'admin' ? ' They will no longer administer Tutorium.' : '';
    return {
      title: `Make ${user.name} ${role.article} ${role.name}?`,
      description: `${role.means}${from}`,
      confirmLabel: `Make ${role.name}`,
      destructive: false,
    };
  }
  const status = statusText[change.status];
  return {
    title: `${status.title} ${user.name}?`,
    description: status.description,
    confirmLabel: status.confirmLabel,
    destructive: change.status !== 'active',
  };
}
