import { adminRoles, teacherRoles } from '@tutorium/contract/access';
import { errorResponseSchema, messageResponseSchema, paginationSchema } from '@tutorium/contract/api';
import { changePasswordBodySchema } from '@tutorium/contract/auth';
import { idParamsSchema } from '@tutorium/contract/fields';
import { messages } from '@tutorium/contract/messages';
import {
  adminCreateUserSchema,
  adminUserUpdateSchema,
  notificationSettingsResponseSchema,
  notificationSettingsSchema,
  profileUpdateSchema,
  studentListQuerySchema,
  studentRowSchema,
  teacherCardSchema,
  teacherContactSchema,
  teacherListQuerySchema,
  userEnvelopeSchema,
  userListQuerySchema,
  userMessages,
  userSchema,
  userUpdatedSchema,
} from '@tutorium/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole, requireUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { failureResponses } from '../../platform/route-schemas';
import { createUser, deleteUser, listUsers, sendResetCode, updateUser } from './administration';
import { contactTeacher, getTeacher, listTeachers } from './directory';
import { changePassword, getProfile, getSettings, updateProfile, updateSettings } from './service';
import { listMyStudents, removeStudentFromMyCourses } from './students';

const failures = failureResponses(400, 401, 403, 404, 409, 429);
const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ success: z.literal(true), data: z.array(item), pagination: paginationSchema });

export const userRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/profile',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in user',
        response: { 200: userEnvelopeSchema, ...failures },
      },
      config: { access: 'signed-in' },
    },
    async (request) => ({ success: true as const, data: await getProfile(ctx, requireUser(request).id) }),
  );

  app.put(
    '/profile',
    {
      schema: {
        tags: ['users'],
        summary: 'Update the signed-in user; a new email needs the current password',
        body: profileUpdateSchema,
        response: { 200: userUpdatedSchema, ...failures },
      },
      config: { access: 'signed-in' },
    },
    async (request) => {
      const data = await updateProfile(ctx, requireUser(request), request.body, request.ip);
      return { success: true as const, data, message: messages.profile.updated };
    },
  );

  app.put(
    '/password',
    {
      schema: {
        tags: ['users'],
        summary: 'Change password (current + new); other sessions are signed out',
        body: changePasswordBodySchema,
        response: { 200: messageResponseSchema, ...failures },
      },
      config: { access: 'signed-in' },
    },
    async (request) => {
      await changePassword(ctx, requireUser(request), request.body, request.ip);
      return { success: true as const, message: messages.password.changed };
    },
  );

  app.get(
    '/settings',
    {
      schema: {
        tags: ['users'],
        summary: "The signed-in user's notification settings",
        response: { 200: notificationSettingsResponseSchema, ...failures },
      },
      config: { access: 'signed-in' },
    },
    async (request) => ({
      success: true as const,
      message: 'Settings',
      data: await getSettings(ctx, requireUser(request).id),
    }),
  );

  app.put(
    '/settings',
    {
      schema: {
        tags: ['users'],
        summary: 'Save notification settings (email reminders before live classes, push)',
        body: notificationSettingsSchema,
        response: { 200: notificationSettingsResponseSchema, ...failures },
      },
      config: { access: 'signed-in' },
    },
    async (request) => ({
      success: true as const,
      message: userMessages.settingsSaved,
      data: await updateSettings(ctx, requireUser(request).id, request.body),
    }),
  );

  app.get(
    '/',
    {
      schema: {
        tags: ['users'],
        summary: 'Every account (admins only)',
        querystring: userListQuerySchema,
        response: { 200: pageOf(userSchema), ...failures },
      },
      config: { access: adminRoles },
    },
    async (request) => {
      return { success: true as const, ...(await listUsers(ctx, request.query)) };
    },
  );

  app.get(
    '/students',
    {
      schema: {
        tags: ['users'],
        summary: "Students enrolled in the signed-in teacher's courses (every course for an admin)",
        querystring: studentListQuerySchema,
        response: { 200: pageOf(studentRowSchema), ...failures },
      },
      config: { access: teacherRoles },
    },
    async (request) => ({
      success: true as const,
      ...(await listMyStudents(ctx, requireRole(request, teacherRoles), request.query)),
    }),
  );

  app.delete(
    '/students/:id',
    {
      schema: {
        tags: ['users'],
        summary: "Remove a student from the signed-in teacher's courses; the account stays",
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...failures },
      },
      config: { access: teacherRoles },
    },
    async (request) => {
      await removeStudentFromMyCourses(ctx, requireRole(request, teacherRoles), request.params.id);
      return { success: true as const, message: userMessages.studentRemoved };
    },
  );

  app.get(
    '/teachers',
    {
      schema: {
        tags: ['users'],
        summary: 'Active teachers, searchable and filterable by subject (public)',
        querystring: teacherListQuerySchema,
        response: { 200: pageOf(teacherCardSchema), 400: errorResponseSchema },
      },
      config: { access: 'public' },
    },
    async (request) => ({ success: true as const, ...(await listTeachers(ctx, request.query)) }),
  );

  app.get(
    '/teachers/:id',
    {
      schema: {
        tags: ['users'],
        summary: "One teacher's public profile",
        params: idParamsSchema,
        response: { 200: z.object({ success: z.literal(true), data: teacherCardSchema }), ...failures },
      },
      config: { access: 'public' },
    },
    async (request) => ({ success: true as const, data: await getTeacher(ctx, request.params.id) }),
  );

  app.post(
    '/teachers/:id/contact',
    {
      schema: {
        tags: ['users'],
        summary: "Email a teacher without learning their address; replies go to the sender's email",
        params: idParamsSchema,
        body: teacherContactSchema,
        response: { 200: messageResponseSchema, ...failures },
      },
      config: { access: 'signed-in' },
    },
    async (request) => {
      await contactTeacher(ctx, requireUser(request), request.params.id, request.body, request.ip);
      return { success: true as const, message: userMessages.messageSent };
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags: ['users'],
        summary: "Change another account's status or role (admins only)",
        params: idParamsSchema,
        body: adminUserUpdateSchema,
        response: { 200: z.object({ success: z.literal(true), data: userSchema, message: z.string() }), ...failures },
      },
      config: { access: adminRoles },
    },
    async (request) => {
      const data = await updateUser(ctx, requireRole(request, adminRoles), request.params.id, request.body);
      return { success: true as const, data, message: userMessages.userUpdated };
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Admins delete the account; a teacher removes the student from their courses',
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...failures },
      },
      config: { access: teacherRoles },
    },
    async (request) => {
      const user = requireRole(request, teacherRoles);
      if (user.role === 'teacher') {
        await removeStudentFromMyCourses(ctx, user, request.params.id);
        return { success: true as const, message: userMessages.studentRemoved };
      }
      await deleteUser(ctx, user, request.params.id);
      return { success: true as const, message: userMessages.userDeleted };
    },
  );

  app.post(
    '/',
    {
      schema: {
        tags: ['users'],
        summary: 'Create an account for someone, who is emailed a code to choose a password (admins only)',
        body: adminCreateUserSchema,
        response: { 201: z.object({ success: z.literal(true), data: userSchema, message: z.string() }), ...failures },
      },
      config: { access: adminRoles },
    },
    async (request, reply) => {
      const data = await createUser(ctx, requireRole(request, adminRoles), request.body);
      return reply.status(201).send({ success: true, data, message: userMessages.invited });
    },
  );

  app.post(
    '/:id/reset-code',
    {
      schema: {
        tags: ['users'],
        summary: "Email an account a code to choose a new password, as 'Forgot password?' does (admins only)",
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...failures },
      },
      config: { access: adminRoles },
    },
    async (request) => {
      await sendResetCode(ctx, requireRole(request, adminRoles), request.params.id, request.ip);
      return { success: true as const, message: userMessages.resetCodeSent };
    },
  );
};
