import { msg } from '@lingui/core/macro';
import { BarChart3 } from 'lucide-react';
import { featureScreens } from '../../../lib/screen';

const { portalScreen } = featureScreens('analytics');

/** Analytics and Student Performance in the teacher portal. */
export const analyticsScreens = [
  portalScreen('teacher.analytics', async () => (await import('./analytics-page')).AnalyticsPage, {
    nav: { label: msg`Analytics`, icon: BarChart3, order: 60 },
  }),
  portalScreen('teacher.performance', async () => (await import('./performance-page')).PerformancePage),
];
