import { studentRoles } from '../access';
import { defineEndpoint } from '../endpoint';
import { myProgressSchema } from '../progress';

/** The student's own Progress page (docs/product.md §7). */
export const progressEndpoints = {
  mine: defineEndpoint({
    method: 'GET',
    path: '/progress/me',
    summary: "The signed-in student's progress, grades and achievements",
    fallbackMessage: /*i18n*/ 'Failed to load your progress',
    tags: ['progress'],
    access: studentRoles,
    status: 200,
    response: myProgressSchema,
    rules: [],
  }),
};
