import { portalScreen } from '../../../lib/screen';

const notificationsPage = async () => (await import('./notifications-page')).NotificationsPage;

/** Both portals' Notifications screen. */
export const notificationScreens = [
  portalScreen('teacher.notifications', notificationsPage),
  portalScreen('student.notifications', notificationsPage),
];
