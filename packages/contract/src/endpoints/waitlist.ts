import { studentRoles, teacherRoles } from '../access';
import {
  courseResponseSchema,
  studentWaitlistResponseSchema,
  waitlistMessages,
  waitlistResponseSchema,
} from '../courses';
import { defineEndpoint } from '../endpoint';
import { idParamsSchema } from '../fields';

/** A full course's waitlist (docs/product.md §4): students join and leave it; the teacher reads it. */
export const waitlistEndpoints = {
  join: defineEndpoint({
    method: 'POST',
    path: '/courses/:id/waitlist',
    summary: 'Join a full course’s waitlist (409 when not full, off, enrolled or already waiting)',
    fallbackMessage: /*i18n*/ 'Failed to join the waitlist',
    invalidates: ['courses', 'enrolments'],
    tags: ['enrolments'],
    access: studentRoles,
    signInMessage: waitlistMessages.loginRequired,
    params: idParamsSchema,
    status: 201,
    response: courseResponseSchema,
    rules: ['not_found', 'course_not_open', 'already_enrolled', 'already_waiting', 'course_not_full', 'waitlist_off'],
  }),
  leave: defineEndpoint({
    method: 'DELETE',
    path: '/courses/:id/waitlist',
    summary: 'Leave the course’s waitlist; answers the course as the student now sees it',
    fallbackMessage: /*i18n*/ 'Failed to leave the waitlist',
    invalidates: ['courses', 'enrolments'],
    tags: ['enrolments'],
    access: studentRoles,
    params: idParamsSchema,
    status: 200,
    response: courseResponseSchema,
    rules: ['not_found'],
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/courses/:id/waitlist',
    summary: 'The students waiting for a seat, in order (the course’s teacher or an admin)',
    fallbackMessage: /*i18n*/ 'Failed to load the waitlist',
    tags: ['enrolments'],
    access: teacherRoles,
    params: idParamsSchema,
    status: 200,
    response: waitlistResponseSchema,
    rules: ['not_found', 'not_your_course'],
  }),
  studentPlaces: defineEndpoint({
    method: 'GET',
    path: '/courses/student/waitlist',
    summary: 'The courses the signed-in student waits for, with their place and price, first joined first',
    fallbackMessage: /*i18n*/ 'Failed to load your waitlist places',
    tags: ['courses'],
    access: studentRoles,
    signInMessage: waitlistMessages.placesLoginRequired,
    status: 200,
    response: studentWaitlistResponseSchema,
    rules: [],
  }),
};
