import { z } from 'zod';
import { studentRoles, teacherRoles } from '../access';
import { defineEndpoint } from '../endpoint';
import { courseIdParamsSchema } from '../fields';
import {
  gradebookResponseSchema,
  gradebookSavedSchema,
  gradebookSetupInputSchema,
  myGradesResponseSchema,
} from '../gradebook';

/**
 * A course's gradebook (docs/product.md, "Gradebook"): its teacher (or an admin) reads every enrolled
 * student's marks and course grade, sets categories, weights and how missing work counts, and
 * downloads it as CSV; an enrolled student reads their own row.
 */
export const gradebookEndpoints = {
  read: defineEndpoint({
    method: 'GET',
    path: '/courses/:courseId/gradebook',
    summary: "A course's gradebook: a column per assignment, test and the course score, and each student's grade",
    fallbackMessage: /*i18n*/ 'Failed to load the gradebook',
    tags: ['gradebook'],
    access: teacherRoles,
    params: courseIdParamsSchema,
    status: 200,
    response: gradebookResponseSchema,
    rules: ['not_found', 'not_your_course'],
  }),
  saveSetup: defineEndpoint({
    method: 'PUT',
    path: '/courses/:courseId/gradebook/setup',
    summary: "Save the gradebook's categories and weights, each column's category and how missing work counts",
    fallbackMessage: /*i18n*/ 'Failed to save the gradebook setup',
    tags: ['gradebook'],
    access: teacherRoles,
    params: courseIdParamsSchema,
    body: gradebookSetupInputSchema,
    status: 200,
    response: gradebookSavedSchema,
    rules: ['not_found', 'not_your_course'],
  }),
  export: defineEndpoint({
    method: 'GET',
    path: '/courses/:courseId/gradebook/export',
    summary: 'Download the gradebook as CSV: a row per student, a column per mark, the categories and the grade',
    fallbackMessage: /*i18n*/ 'Failed to export the gradebook',
    tags: ['gradebook'],
    access: teacherRoles,
    params: courseIdParamsSchema,
    status: 200,
    response: z.unknown(),
    produces: ['text/csv'],
    rules: ['not_found', 'not_your_course'],
  }),
  mine: defineEndpoint({
    method: 'GET',
    path: '/courses/:courseId/gradebook/mine',
    summary: "The signed-in student's own row of a course's gradebook (released marks only)",
    fallbackMessage: /*i18n*/ 'Failed to load your grades',
    tags: ['gradebook'],
    access: studentRoles,
    params: courseIdParamsSchema,
    status: 200,
    response: myGradesResponseSchema,
    rules: ['not_found', 'not_enrolled', 'awaiting_payment'],
  }),
};
