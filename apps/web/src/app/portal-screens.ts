import { type Portal, portalBasePaths, screenPaths } from '@tutorium/contract/screen-paths';
import { analyticsScreens } from '../features/analytics/routes/screens';
import { assignmentScreens } from '../features/assignments/routes/screens';
import { attendanceScreens } from '../features/attendance/routes/screens';
import { auditLogScreens } from '../features/audit-log/routes/screens';
import { courseScreens } from '../features/courses/routes/screens';
import { dashboardScreens } from '../features/dashboard/routes/screens';
import { duesScreens } from '../features/dues/routes/screens';
import { feeScreens } from '../features/fees/routes/screens';
import { gradebookScreens } from '../features/gradebook/routes/screens';
import { guardianPortalScreens } from '../features/guardian-portal/routes/screens';
import { guardianScreens } from '../features/guardians/routes/screens';
import { learningScreens } from '../features/learning/routes/screens';
import { lessonScreens } from '../features/lessons/routes/screens';
import { libraryScreens } from '../features/library/routes/screens';
import { liveClassScreens } from '../features/live-classes/routes/screens';
import { messageScreens } from '../features/messages/routes/screens';
import { notificationScreens } from '../features/notifications/routes/screens';
import { outboxScreens } from '../features/outbox/routes/screens';
import { peopleScreens } from '../features/people/routes/screens';
import { profileScreens } from '../features/profile/routes/screens';
import { progressScreens } from '../features/progress/routes/screens';
import { quizTakingScreens } from '../features/quiz-taking/routes/screens';
import { quizTeachingScreens } from '../features/quiz-teaching/routes/screens';
import { settingsScreens } from '../features/settings/routes/screens';
import type { ScreenDefinition } from '../lib/screen';

/*
 * Every portal screen, collected from the features' definitions (features/<area>/routes/screens.ts).
 * The portals' route tables and sidebars are made from this list; it carries no component, only the
 * import() that loads each one.
 */
const portalScreens: readonly ScreenDefinition[] = [
  ...dashboardScreens,
  ...courseScreens,
  ...lessonScreens,
  ...assignmentScreens,
  ...quizTakingScreens,
  ...quizTeachingScreens,
  ...gradebookScreens,
  ...peopleScreens,
  ...attendanceScreens,
  ...liveClassScreens,
  ...analyticsScreens,
  ...duesScreens,
  ...libraryScreens,
  ...outboxScreens,
  ...auditLogScreens,
  ...learningScreens,
  ...progressScreens,
  ...profileScreens,
  ...settingsScreens,
  ...notificationScreens,
  ...messageScreens,
  ...guardianScreens,
  ...guardianPortalScreens,
  ...feeScreens,
];

/** A portal's screens, each with its path under the portal's base (`courses/:courseId` under /admin). */
export const screensOf = (portal: Portal) =>
  portalScreens
    .filter((screen) => screen.key.startsWith(`${portal}.`))
    .map((screen) => ({ ...screen, path: screenPaths[screen.key].slice(portalBasePaths[portal].length + 1) }));
