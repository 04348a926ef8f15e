import { featureScreens } from '../../../lib/screen';

const { portalScreen } = featureScreens('profile');

const profilePage = async () => (await import('./profile-page')).ProfilePage;

/** Both portals' Profile screen. */
export const profileScreens = [
  portalScreen('teacher.profile', profilePage),
  portalScreen('student.profile', profilePage),
];
