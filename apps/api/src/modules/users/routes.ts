import { emailVerificationMessages } from '@tutorium/contract/email-verification';
import { userEndpoints } from '@tutorium/contract/endpoints/users';
import { messages } from '@tutorium/contract/messages';
import { userMessages } from '@tutorium/contract/users';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { ok, registerEndpoints } from '../../platform/endpoint-route';
import { createUser, deleteUser, listUsers, sendResetCode, updateUser } from './administration';
import { contactTeacher, getTeacher, listTeachers } from './directory';
import { changePassword, getProfile, getSettings, updateProfile, updateSettings } from './service';
import { listMyStudents, removeStudentFromMyCourses } from './students';

/** Accounts: the signed-in user's own, the teacher directory, a teacher's students and the admins' people list. */
export const userRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerEndpoints(app, userEndpoints, {
    profile: async (request) => ok({ data: await getProfile(ctx, request.user) }),

    updateProfile: async (request) => {
      const { user: data, pendingEmail } = await updateProfile(ctx, request.user, request.body, request.ip);
      const message = pendingEmail === null ? messages.profile.updated : emailVerificationMessages.changePending;
      return ok({ data, message });
    },

    changePassword: async (request) => {
      await changePassword(ctx, request.user, request.body, request.ip);
      return ok({ message: messages.password.changed });
    },

    settings: async (request) => ok({ message: /*i18n*/ 'Settings', data: await getSettings(ctx, request.user.id) }),

    saveSettings: async (request) =>
      ok({ message: userMessages.settingsSaved, data: await updateSettings(ctx, request.user.id, request.body) }),

    list: async (request) => ok(await listUsers(ctx, request.query)),

    students: async (request) => ok(await listMyStudents(ctx, request.user, request.query)),

    removeStudent: async (request) => {
      await removeStudentFromMyCourses(ctx, request.user, request.params.id);
      return ok({ message: userMessages.studentRemoved });
    },

    teachers: async (request) => ok(await listTeachers(ctx, request.query)),

    teacher: async (request) => ok({ data: await getTeacher(ctx, request.params.id) }),

    contactTeacher: async (request) => {
      await contactTeacher(ctx, request.user, request.params.id, request.body, request.ip);
      return ok({ message: userMessages.messageSent });
    },

    update: async (request) => {
      const data = await updateUser(ctx, request.user, request.params.id, request.body);
      return ok({ data, message: userMessages.userUpdated });
    },

    remove: async (request) => {
      const user = request.user;
      if (user.role === 'teacher') {
        await removeStudentFromMyCourses(ctx, user, request.params.id);
        return ok({ message: userMessages.studentRemoved });
      }
      await deleteUser(ctx, user, request.params.id);
      return ok({ message: userMessages.userDeleted });
    },

    create: async (request) => {
      const data = await createUser(ctx, request.user, request.body);
      return ok({ data, message: userMessages.invited });
    },

    sendResetCode: async (request) => {
      await sendResetCode(ctx, request.user, request.params.id, request.ip);
      return ok({ message: userMessages.resetCodeSent });
    },
  });
};
