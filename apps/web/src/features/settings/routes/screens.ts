import { msg } from '@lingui/core/macro';
import { Settings } from 'lucide-react';
import { featureScreens } from '../../../lib/screen';

const { portalScreen } = featureScreens('settings');

const settingsPage = async () => (await import('./settings-page')).SettingsPage;

/**
 * Every portal's Settings screen: the account menu leads to it, and the guardian portal's short
 * sidebar lists it too.
 */
export const settingsScreens = [
  portalScreen('teacher.settings', settingsPage, { props: { portal: 'teacher' } }),
  portalScreen('student.settings', settingsPage, { props: { portal: 'student' } }),
  portalScreen('guardian.settings', settingsPage, {
    props: { portal: 'guardian' },
    nav: { label: msg`Settings`, icon: Settings, order: 90 },
  }),
];
