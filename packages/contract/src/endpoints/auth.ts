import { messageResponseSchema } from '../api';
import {
  forgotPasswordBodySchema,
  loginBodySchema,
  loginResponseSchema,
  registerBodySchema,
  registerResponseSchema,
  resetPasswordBodySchema,
  verifyResetCodeBodySchema,
} from '../auth';
import { defineEndpoint } from '../endpoint';

const failures = [400, 401, 403, 409, 429] as const;

/** Registration, signing in and out, and choosing a new password with an emailed code. */
export const authEndpoints = {
  register: defineEndpoint({
    method: 'POST',
    path: '/auth/register',
    summary: 'Create a student or teacher account',
    tags: ['auth'],
    access: 'public',
    body: registerBodySchema,
    status: 201,
    response: registerResponseSchema,
    failures,
  }),
  login: defineEndpoint({
    method: 'POST',
    path: '/auth/login',
    summary: 'Sign in to the teacher (role admin or teacher) or student portal',
    tags: ['auth'],
    access: 'public',
    body: loginBodySchema,
    status: 200,
    response: loginResponseSchema,
    failures,
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/auth/logout',
    summary: 'End this session',
    tags: ['auth'],
    access: 'signed-in',
    duringTwoStepSetup: true,
    status: 200,
    response: messageResponseSchema,
    failures: [401],
  }),
  forgotPassword: defineEndpoint({
    method: 'POST',
    path: '/auth/forgot-password',
    summary: 'Email a 6-digit verification code (same answer whether or not the account exists)',
    tags: ['auth'],
    access: 'public',
    body: forgotPasswordBodySchema,
    status: 200,
    response: messageResponseSchema,
    failures,
  }),
  verifyResetCode: defineEndpoint({
    method: 'POST',
    path: '/auth/verify-reset-code',
    summary: 'Check a verification code before choosing a new password',
    tags: ['auth'],
    access: 'public',
    body: verifyResetCodeBodySchema,
    status: 200,
    response: messageResponseSchema,
    failures,
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/auth/reset-password',
    summary: 'Set a new password with a verified code; signs the account out everywhere',
    tags: ['auth'],
    access: 'public',
    body: resetPasswordBodySchema,
    status: 200,
    response: messageResponseSchema,
    failures,
  }),
};
