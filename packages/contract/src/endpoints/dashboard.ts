import { studentRoles, teacherRoles } from '../access';
import { profileStatsSchema, studentDashboardSchema, teacherDashboardSchema } from '../dashboard';
import { defineEndpoint } from '../endpoint';

/** Each portal's dashboard, and the figures on the signed-in user's profile. */
export const dashboardEndpoints = {
  teacher: defineEndpoint({
    method: 'GET',
    path: '/dashboard/teacher',
    summary: "The teacher dashboard's cards and most recently active students",
    fallbackMessage: /*i18n*/ 'Failed to load your dashboard',
    tags: ['dashboards'],
    access: teacherRoles,
    status: 200,
    response: teacherDashboardSchema,
    rules: [],
  }),
  student: defineEndpoint({
    method: 'GET',
    path: '/dashboard/student',
    summary: "The student dashboard's cards, recent courses, next classes and attendance summary",
    fallbackMessage: /*i18n*/ 'Failed to load your dashboard',
    tags: ['dashboards'],
    access: studentRoles,
    status: 200,
    response: studentDashboardSchema,
    rules: [],
  }),
  profileStats: defineEndpoint({
    method: 'GET',
    path: '/users/profile/stats',
    summary: "The signed-in user's profile statistics",
    fallbackMessage: /*i18n*/ 'Failed to load your statistics',
    tags: ['users'],
    access: 'signed-in',
    status: 200,
    response: profileStatsSchema,
    rules: [],
  }),
};
