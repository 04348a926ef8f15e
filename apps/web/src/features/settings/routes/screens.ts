import { featureScreens } from '../../../lib/screen';

const { portalScreen } = featureScreens('settings');

const settingsPage = async () => (await import('./settings-page')).SettingsPage;

/** Both portals' Settings screen. */
export const settingsScreens = [
  portalScreen('teacher.settings', settingsPage),
  portalScreen('student.settings', settingsPage),
];
