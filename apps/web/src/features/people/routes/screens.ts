import { msg } from '@lingui/core/macro';
import { UserCog, Users } from 'lucide-react';
import { featureScreens } from '../../../lib/screen';

const { portalScreen } = featureScreens('people');

const studentsPage = async () => (await import('./students-page')).StudentsPage;

/** Your Students (also at /admin/enrollments) and, for admins, every user. */
export const peopleScreens = [
  portalScreen('teacher.students', studentsPage, {
    nav: { label: msg`Students`, adminLabel: msg`Enrolled Students`, icon: Users, order: 30 },
  }),
  portalScreen('teacher.enrollments', studentsPage),
  portalScreen('teacher.users', async () => (await import('./users-page')).UsersPage, {
    access: 'admin',
    nav: { label: msg`Users`, icon: UserCog, order: 80 },
  }),
];
