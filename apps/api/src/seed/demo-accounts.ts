import type { Role } from '@tutorium/contract/roles';

/** The accounts `npm start` prints; only ever written into an empty database. */
export const DEMO_PASSWORD = 'tutorium-demo';

export interface DemoAccount {
  role: Role;
  name: string;
  email: string;
  portal: string;
}

export const demoAccounts: DemoAccount[] = [
  { role: 'admin', name: 'Ada Admin', email: 'admin@tutorium.test', portal: '/admin-signin' },
  { role: 'teacher', name: 'Priya Sharma', email: 'teacher@tutorium.test', portal: '/admin-signin' },
  { role: 'student', name: 'Sam Student', email: 'student@tutorium.test', portal: '/student-signin' },
  /** Sam's mother, following Sam in the guardian portal. */
  { role: 'guardian', name: 'Gita Student', email: 'guardian@tutorium.test', portal: '/guardian-signin' },
];
