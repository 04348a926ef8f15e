import { z } from 'zod';
import { teacherRoles } from '../access';
import { defineEndpoint } from '../endpoint';
import { courseIdParamsSchema } from '../fields';
import {
  courseScoresResponseSchema,
  scoreInputSchema,
  scoreSheetInputSchema,
  scoreSheetResponseSchema,
} from '../grades';

/** The teacher's score sheet of a course: one score 0-100 and its grade per student. */
export const scoreEndpoints = {
  sheet: defineEndpoint({
    method: 'GET',
    path: '/courses/:courseId/scores',
    summary: "The course's students with score, grade and progress (its teacher or an admin)",
    fallbackMessage: /*i18n*/ 'Failed to load the scores',
    tags: ['scores'],
    access: teacherRoles,
    params: courseIdParamsSchema,
    status: 200,
    response: courseScoresResponseSchema,
    rules: ['not_found', 'not_your_course'],
  }),
  saveSheet: defineEndpoint({
    method: 'PUT',
    path: '/courses/:courseId/scores',
    summary: "Record several students' scores 0-100 in the course at once: every row or, if any is refused, none",
    fallbackMessage: /*i18n*/ 'Failed to save the scores',
    tags: ['scores'],
    access: teacherRoles,
    params: courseIdParamsSchema,
    body: scoreSheetInputSchema,
    status: 200,
    response: scoreSheetResponseSchema,
    rules: ['not_found', 'not_your_course'],
  }),
  record: defineEndpoint({
    method: 'PUT',
    path: '/courses/:courseId/scores/:studentId',
    summary: "Record a student's score 0-100 in the course",
    fallbackMessage: /*i18n*/ 'Failed to save the score',
    tags: ['scores'],
    access: teacherRoles,
    params: courseIdParamsSchema.extend({ studentId: z.uuid(/*i18n*/ 'Not a valid student id') }),
    body: scoreInputSchema,
    status: 200,
    response: z.object({
      success: z.literal(true),
      message: z.string(),
      data: z.object({ score: z.number(), grade: z.string() }),
    }),
    rules: ['not_found', 'not_your_course'],
  }),
};
