import { messages } from '@tutorium/contract/messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import { issueDeviceCookie } from '../../platform/device-cookies';
import { servedOverHttps } from '../../platform/http-edge';
import type { SignedIn } from './sign-in-session';

/**
 * The answer to a finished sign-in, whichever way it finished (password, second step, passkey): the
 * device cookie, then the session token and the user.
 */
export function signedInReply(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  { token, user, deviceId }: SignedIn,
) {
  issueDeviceCookie(reply, user.id, deviceId, servedOverHttps(request, ctx.config));
  return { success: true as const, message: messages.login.success, token, user };
}
