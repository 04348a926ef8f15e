import { z } from 'zod';
import { teacherRoles } from '../access';
import { messageResponseSchema } from '../api';
import { defineEndpoint } from '../endpoint';
import { courseIdParamsSchema, idParamsSchema } from '../fields';
import {
  questionImportedSchema,
  questionImportSchema,
  questionInputSchema,
  questionListQuerySchema,
  questionListSchema,
  questionSavedSchema,
} from '../questions';

/**
 * A course's question bank (docs/product.md, "Question bank"): its teacher (or an admin) only, since
 * the answer keys are in it.
 */
export const questionEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/courses/:courseId/questions',
    summary: "A course's question bank with its answer keys, newest first, optionally one tag's",
    fallbackMessage: /*i18n*/ 'Failed to load the questions',
    tags: ['questions'],
    access: teacherRoles,
    params: courseIdParamsSchema,
    query: questionListQuerySchema,
    status: 200,
    response: questionListSchema,
    rules: ['not_found', 'not_your_course'],
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/courses/:courseId/questions',
    summary: "Add a question to a course's bank",
    fallbackMessage: /*i18n*/ 'Failed to add the question',
    tags: ['questions'],
    access: teacherRoles,
    params: courseIdParamsSchema,
    body: questionInputSchema,
    status: 201,
    response: questionSavedSchema,
    rules: ['not_found', 'not_your_course'],
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/questions/:id',
    summary: 'Edit a question (attempts already marked keep their marks)',
    fallbackMessage: /*i18n*/ 'Failed to save the question',
    tags: ['questions'],
    access: teacherRoles,
    params: idParamsSchema,
    body: questionInputSchema,
    status: 200,
    response: questionSavedSchema,
    rules: ['not_found', 'not_your_course'],
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/questions/:id',
    summary: 'Delete a question no test picks and no attempt holds',
    fallbackMessage: /*i18n*/ 'Failed to delete the question',
    tags: ['questions'],
    access: teacherRoles,
    params: idParamsSchema,
    status: 200,
    response: messageResponseSchema,
    rules: ['not_found', 'not_your_course', 'still_referenced'],
  }),
  export: defineEndpoint({
    method: 'GET',
    path: '/courses/:courseId/questions/export',
    summary: "Download a course's question bank as CSV (the columns the import reads)",
    fallbackMessage: /*i18n*/ 'Failed to export the questions',
    tags: ['questions'],
    access: teacherRoles,
    params: courseIdParamsSchema,
    status: 200,
    response: z.unknown(),
    produces: ['text/csv'],
    rules: ['not_found', 'not_your_course'],
  }),
  import: defineEndpoint({
    method: 'POST',
    path: '/courses/:courseId/questions/import',
    summary: 'Add the questions of a CSV to the bank: all of them, or none with each bad line named',
    fallbackMessage: /*i18n*/ 'Failed to import the questions',
    tags: ['questions'],
    access: teacherRoles,
    params: courseIdParamsSchema,
    body: questionImportSchema,
    status: 201,
    response: questionImportedSchema,
    rules: ['not_found', 'not_your_course'],
  }),
};
