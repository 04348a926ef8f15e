import { studentRoles, teacherRoles } from '../access';
import { defineEndpoint } from '../endpoint';
import { courseIdParamsSchema, idParamsSchema } from '../fields';
import { replyInputSchema, reviewInputSchema, reviewListSchema, reviewResponseSchema } from '../reviews';

/** A course's reviews (docs/product.md §7): students rate it once, its teacher replies once. */
export const reviewEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/courses/:courseId/reviews',
    summary: "A course's reviews with the rating summary (public)",
    fallbackMessage: /*i18n*/ 'Failed to load the reviews',
    tags: ['reviews'],
    access: 'public',
    params: courseIdParamsSchema,
    status: 200,
    response: reviewListSchema,
    rules: ['not_found'],
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/courses/:courseId/reviews',
    summary: 'Rate a course 1-5 (enrolled students who completed a lesson or attended a class; once)',
    fallbackMessage: /*i18n*/ 'Failed to save your review',
    invalidates: ['reviews', 'courses', 'enrolments'],
    tags: ['reviews'],
    access: studentRoles,
    params: courseIdParamsSchema,
    body: reviewInputSchema,
    status: 201,
    response: reviewResponseSchema,
    rules: ['not_found', 'not_enrolled', 'no_course_activity', 'review_exists'],
  }),
  updateMine: defineEndpoint({
    method: 'PUT',
    path: '/courses/:courseId/reviews/mine',
    summary: 'Edit your own review',
    fallbackMessage: /*i18n*/ 'Failed to save your review',
    invalidates: ['reviews', 'courses', 'enrolments'],
    tags: ['reviews'],
    access: studentRoles,
    params: courseIdParamsSchema,
    body: reviewInputSchema,
    status: 200,
    response: reviewResponseSchema,
    rules: ['not_found'],
  }),
  reply: defineEndpoint({
    method: 'POST',
    path: '/reviews/:id/reply',
    summary: "The course's teacher replies to a review, once",
    fallbackMessage: /*i18n*/ 'Failed to post the reply',
    tags: ['reviews'],
    access: teacherRoles,
    params: idParamsSchema,
    body: replyInputSchema,
    status: 200,
    response: reviewResponseSchema,
    rules: ['not_found', 'not_your_course', 'review_already_answered'],
  }),
};
