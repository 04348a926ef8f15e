import type { z } from 'zod';
import type { screenSearchSchemas } from './screen-search';

/*
 * The address of every page of the web app, by name: the site's pages at the root, the teacher
 * portal under /admin, the student portal under /student and the guardian portal under /guardian. Plain data with no schema at run time,
 * so the landing page can link with it and the API can tell a page's address from an unknown one.
 * The web app's screen definitions (apps/web/src/features/<area>/routes/screens.ts) name their
 * address by its key here, and `href()` (apps/web/src/lib/href.ts) builds links from it.
 */

/** Where each portal's addresses start. */
export const portalBasePaths = { teacher: '/admin', student: '/student', guardian: '/guardian' } as const;
export type Portal = keyof typeof portalBasePaths;

export const screenPaths = {
  'site.landing': '/',
  'site.about': '/about',
  'site.courses': '/courses',
  'site.course': '/courses/:id',
  'site.teachers': '/teachers',
  'site.teacher': '/teacher/:id',
  'site.resources': '/resources',
  'site.contact': '/contact',
  'site.help': '/help',
  'site.chooseUser': '/choose-user',
  'site.login': '/login',
  'site.teacherSignIn': '/admin-signin',
  'site.studentSignIn': '/student-signin',
  'site.guardianSignIn': '/guardian-signin',
  'site.guardianInvitation': '/guardian-invitation',
  'site.guardianUnsubscribe': '/guardian-unsubscribe',
  'site.teacherRegister': '/admin-register',
  'site.studentRegister': '/student-register',
  'site.forgotPassword': '/forgot-password',
  'site.resetPassword': '/reset-password',
  'site.verifyEmail': '/verify-email',
  'site.profile': '/profile',

  'teacher.dashboard': '/admin/dashboard',
  'teacher.courses': '/admin/courses',
  'teacher.newCourse': '/admin/courses/new',
  'teacher.courseDetail': '/admin/courses/:courseId',
  'teacher.editCourse': '/admin/courses/:courseId/edit',
  'teacher.courseAttendance': '/admin/courses/:courseId/attendance',
  'teacher.courseLessons': '/admin/courses/:courseId/lessons',
  'teacher.courseScores': '/admin/courses/:courseId/scores',
  'teacher.courseAssignments': '/admin/courses/:courseId/assignments',
  'teacher.assignment': '/admin/assignments/:id',
  'teacher.submission': '/admin/submissions/:id',
  'teacher.courseQuestions': '/admin/courses/:courseId/questions',
  'teacher.courseTests': '/admin/courses/:courseId/tests',
  'teacher.testResults': '/admin/tests/:id/results',
  'teacher.testAttempt': '/admin/test-attempts/:id',
  'teacher.courseGradebook': '/admin/courses/:courseId/gradebook',
  'teacher.students': '/admin/students',
  'teacher.enrollments': '/admin/enrollments',
  'teacher.attendance': '/admin/attendance',
  'teacher.markAttendance': '/admin/attendance/mark',
  'teacher.liveClasses': '/admin/live-classes',
  'teacher.createLiveClass': '/admin/live-class/create',
  'teacher.editLiveClass': '/admin/live-class/edit/:id',
  'teacher.analytics': '/admin/analytics',
  'teacher.performance': '/admin/analytics/performance',
  'teacher.atRisk': '/admin/at-risk',
  'teacher.resources': '/admin/resources',
  'teacher.users': '/admin/users',
  'teacher.inbox': '/admin/inbox',
  'teacher.email': '/admin/email',
  'teacher.auditLog': '/admin/audit-log',
  'teacher.profile': '/admin/profile',
  'teacher.settings': '/admin/settings',
  'teacher.notifications': '/admin/notifications',
  'teacher.messages': '/admin/messages',
  'teacher.reportedConversations': '/admin/reported-conversations',
  'teacher.dues': '/admin/dues',
  'teacher.invoice': '/admin/invoices/:id',
  'teacher.revenue': '/admin/revenue',
  'teacher.refunds': '/admin/refunds',

  'student.dashboard': '/student/dashboard',
  'student.courses': '/student/courses',
  'student.courseDetail': '/student/courses/:id',
  'student.courseAttendance': '/student/courses/:courseId/attendance',
  'student.exploreCourses': '/student/explore-courses',
  'student.exploreTeachers': '/student/explore-teachers',
  'student.attendance': '/student/attendance',
  'student.liveClasses': '/student/live-classes',
  'student.progress': '/student/progress',
  'student.courseGrades': '/student/progress/:courseId',
  'student.assignments': '/student/assignments',
  'student.assignment': '/student/assignments/:id',
  'student.tests': '/student/tests',
  'student.test': '/student/tests/:quizId',
  'student.testAttempt': '/student/test-attempts/:attemptId',
  'student.profile': '/student/profile',
  'student.settings': '/student/settings',
  'student.notifications': '/student/notifications',
  'student.messages': '/student/messages',
  'student.fees': '/student/fees',
  'student.guardians': '/student/guardians',
  'student.offlineLessons': '/student/offline-lessons',

  'guardian.dashboard': '/guardian/dashboard',
  'guardian.child': '/guardian/children/:studentId',
  'guardian.messages': '/guardian/messages',
  'guardian.settings': '/guardian/settings',
} as const satisfies Record<`${'site' | Portal}.${string}`, `/${string}`>;

export type ScreenKey = keyof typeof screenPaths;

/** The names of a path pattern's `:parameters`. */
type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path parameters of a screen, e.g. `{ courseId: string }` for 'teacher.courseDetail'. */
export type ScreenParams<Key extends ScreenKey> = { [Name in ParamNames<(typeof screenPaths)[Key]>]: string };

/** The screens whose filters the address bar keeps (their schemas are in screen-search.ts). */
export type FilteredScreenKey = Extract<keyof typeof screenSearchSchemas, ScreenKey>;

/** What a link may put in a screen's address bar: its query schema's input, every field optional. */
export type ScreenSearch<Key extends ScreenKey> = Key extends FilteredScreenKey
  ? Partial<z.input<(typeof screenSearchSchemas)[Key]>>
  : never;

/** The portal an address belongs to, by its first segment (case-insensitive, as routes match), or undefined for the site. */
export function portalOfPath(pathname: string): Portal | undefined {
  const first = pathname.split('/')[1]?.toLowerCase();
  return (Object.keys(portalBasePaths) as Portal[]).find((portal) => portalBasePaths[portal] === `/${first}`);
}

/** A path pattern as a whole-address test: each `:parameter` one segment, an optional trailing slash, any case. */
const patternOf = (path: string): RegExp =>
  new RegExp(
    `^${path
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/')}/?$`,
    'i',
  );

const screenPatterns = (Object.entries(screenPaths) as [ScreenKey, string][]).map(([key, path]) => ({
  key,
  pattern: patternOf(path),
  parameters: path.split('/').filter((segment) => segment.startsWith(':')).length,
}));

const portalPatterns = Object.values(portalBasePaths).map(patternOf);

/**
 * Whether an address is one of the web app's pages (a portal's own address sends on to its
 * dashboard): the API answers any other address with the app's page and 404, as the app shows
 * "Page not found" there.
 */
export const isPagePath = (pathname: string): boolean =>
  screenOfPath(pathname) !== undefined || portalPatterns.some((pattern) => pattern.test(pathname));

/**
 * The screen an address opens, or undefined (a portal's own address, an unknown one): of the screens
 * whose path matches, the one with the fewest parameters, as a route's fixed segment outranks a
 * parameter (/admin/courses/new is the form, not a course called "new").
 */
export function screenOfPath(pathname: string): ScreenKey | undefined {
  let best: (typeof screenPatterns)[number] | undefined;
  for (const screen of screenPatterns) {
    if (screen.pattern.test(pathname) && (best === undefined || screen.parameters < best.parameters)) best = screen;
  }
  return best?.key;
}
