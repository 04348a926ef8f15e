import { adminRoles, teacherRoles } from '@tutorium/contract/access';
import { emailVerificationMessages } from '@tutorium/contract/email-verification';
import { userEndpoints } from '@tutorium/contract/endpoints/users';
import { messages } from '@tutorium/contract/messages';
import { userMessages } from '@tutorium/contract/users';
import type { FastifyPluginAsync } from 'fastify';
import { requireRole, requireUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { registerEndpoint } from '../../platform/endpoint-route';
import { createUser, deleteUser, listUsers, sendResetCode, updateUser } from './administration';
import { contactTeacher, getTeacher, listTeachers } from './directory';
import { changePassword, getProfile, getSettings, updateProfile, updateSettings } from './service';
import { listMyStudents, removeStudentFromMyCourses } from './students';

/** Accounts: the signed-in user's own, the teacher directory, a teacher's students and the admins' people list. */
export const userRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerEndpoint(app, userEndpoints.profile, async (request) => ({
    success: true as const,
    data: await getProfile(ctx, requireUser(request).id),
  }));

  registerEndpoint(app, userEndpoints.updateProfile, async (request) => {
    const { user: data, pendingEmail } = await updateProfile(ctx, requireUser(request), request.body, request.ip);
    const message = pendingEmail === null ? messages.profile.updated : emailVerificationMessages.changePending;
    return { success: true as const, data, message };
  });

  registerEndpoint(app, userEndpoints.changePassword, async (request) => {
    await changePassword(ctx, requireUser(request), request.body, request.ip);
    return { success: true as const, message: messages.password.changed };
  });

  registerEndpoint(app, userEndpoints.settings, async (request) => ({
    success: true as const,
    message: 'Settings',
    data: await getSettings(ctx, requireUser(request).id),
  }));

  registerEndpoint(app, userEndpoints.saveSettings, async (request) => ({
    success: true as const,
    message: userMessages.settingsSaved,
    data: await updateSettings(ctx, requireUser(request).id, request.body),
  }));

  registerEndpoint(app, userEndpoints.list, async (request) => ({
    success: true as const,
    ...(await listUsers(ctx, request.query)),
  }));

  registerEndpoint(app, userEndpoints.students, async (request) => ({
    success: true as const,
    ...(await listMyStudents(ctx, requireRole(request, teacherRoles), request.query)),
  }));

  registerEndpoint(app, userEndpoints.removeStudent, async (request) => {
    await removeStudentFromMyCourses(ctx, requireRole(request, teacherRoles), request.params.id);
    return { success: true as const, message: userMessages.studentRemoved };
  });

  registerEndpoint(app, userEndpoints.teachers, async (request) => ({
    success: true as const,
    ...(await listTeachers(ctx, request.query)),
  }));

  registerEndpoint(app, userEndpoints.teacher, async (request) => ({
    success: true as const,
    data: await getTeacher(ctx, request.params.id),
  }));

  registerEndpoint(app, userEndpoints.contactTeacher, async (request) => {
    await contactTeacher(ctx, requireUser(request), request.params.id, request.body, request.ip);
    return { success: true as const, message: userMessages.messageSent };
  });

  registerEndpoint(app, userEndpoints.update, async (request) => {
    const data = await updateUser(ctx, requireRole(request, adminRoles), request.params.id, request.body);
    return { success: true as const, data, message: userMessages.userUpdated };
  });

  registerEndpoint(app, userEndpoints.remove, async (request) => {
    const user = requireRole(request, teacherRoles);
    if (user.role === 'teacher') {
      await removeStudentFromMyCourses(ctx, user, request.params.id);
      return { success: true as const, message: userMessages.studentRemoved };
    }
    await deleteUser(ctx, user, request.params.id);
    return { success: true as const, message: userMessages.userDeleted };
  });

  registerEndpoint(app, userEndpoints.create, async (request) => {
    const data = await createUser(ctx, requireRole(request, adminRoles), request.body);
    return { success: true as const, data, message: userMessages.invited };
  });

  registerEndpoint(app, userEndpoints.sendResetCode, async (request) => {
    await sendResetCode(ctx, requireRole(request, adminRoles), request.params.id, request.ip);
    return { success: true as const, message: userMessages.resetCodeSent };
  });
};
