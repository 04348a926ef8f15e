import { msg } from '@lingui/core/macro';
import { TrendingUp } from 'lucide-react';
import { featureScreens } from '../../../lib/screen';

const { portalScreen } = featureScreens('progress');

/** The student's Progress page. */
export const progressScreens = [
  portalScreen('student.progress', async () => (await import('./progress-page')).ProgressPage, {
    nav: { label: msg`Progress`, icon: TrendingUp, order: 60 },
  }),
];
