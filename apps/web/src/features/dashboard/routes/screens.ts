import { msg } from '@lingui/core/macro';
import { LayoutDashboard } from 'lucide-react';
import { featureScreens } from '../../../lib/screen';

const { portalScreen } = featureScreens('dashboard');

const nav = { label: msg`Dashboard`, icon: LayoutDashboard, order: 10 };

/** Each portal's dashboard, and the whole at-risk list behind the teacher's card. */
export const dashboardScreens = [
  portalScreen('teacher.dashboard', async () => (await import('./teacher-dashboard-page')).TeacherDashboardPage, {
    nav,
  }),
  portalScreen('teacher.atRisk', async () => (await import('./at-risk-page')).AtRiskPage),
  portalScreen('student.dashboard', async () => (await import('./student-dashboard-page')).StudentDashboardPage, {
    nav,
  }),
];
