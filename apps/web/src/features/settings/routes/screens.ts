import { portalScreen } from '../../../lib/screen';

const settingsPage = async () => (await import('./settings-page')).SettingsPage;

/** Both portals' Settings screen. */
export const settingsScreens = [
  portalScreen('teacher.settings', settingsPage),
  portalScreen('student.settings', settingsPage),
];
