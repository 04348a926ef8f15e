import { featureScreens } from '../../../lib/screen';

const { portalScreen } = featureScreens('notifications');

const notificationsPage = async () => (await import('./notifications-page')).NotificationsPage;

/** Both portals' Notifications screen, each reading its filter as its own screen. */
export const notificationScreens = [
  portalScreen('teacher.notifications', notificationsPage, { props: { screen: 'teacher.notifications' } }),
  portalScreen('student.notifications', notificationsPage, { props: { screen: 'student.notifications' } }),
];
