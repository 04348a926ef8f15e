import { studentRoles } from '@tutorium/contract/access';
import { errorResponseSchema } from '@tutorium/contract/api';
import { myProgressSchema } from '@tutorium/contract/progress';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';

import { myProgress } from './service';

export const progressRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/me',
    {
      schema: {
        tags: ['progress'],
        summary: "The signed-in student's progress, grades and achievements",
        response: { 200: myProgressSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
      config: { access: studentRoles },
    },
    async (request) => ({ success: true as const, data: await myProgress(ctx, requireRole(request, studentRoles)) }),
  );
};
