import type { Access } from '@tutorium/contract/access';
import type { Role } from '@tutorium/contract/roles';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Database } from '../db/client';
import { passkeys, securitySettings, sessions, totpAuthenticators, users } from '../db/schema';
import { forbidden, unauthenticated } from './errors';
import { digestToken } from './tokens';

export interface AuthUser {
  id: string;
  role: Role;
  sessionId: string;
  /** A teacher or admin without a second factor while an admin requires one: only setup is open to them. */
  twoStepSetupRequired: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; checked right after the session is resolved, before the body is read. */
    access?: Access;
    /** The 401 message for a visitor, where the product words it for this route. */
    signInMessage?: string;
    /** Open to a user who must still set up two-step sign-in (the setup screens, sign-out, their profile). */
    duringTwoStepSetup?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user, when the request carried a live session token. */
    user: AuthUser | null;
  }
}

const twoStepSetupRequiredMessage =
  'Your administrator requires two-step sign-in. Set up an authenticator app or a passkey in Settings first.';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Resolves `request.user` from the bearer token: one indexed query per API request. A missing,
 * unknown or expired token, or an account that is not active, leaves it null; each route decides whether that
 * is acceptable.
 */
export function registerAuthentication(app: FastifyInstance, db: Database): void {
  // Prepared once: every signed-in request runs it, so it skips query building and planning.
  const sessionUser = db
    .select({
      id: users.id,
      role: users.role,
      sessionId: sessions.id,
      // Three index probes, and only for staff: the rule must hold on every instance the moment an
      // admin turns it on, so it is read with the session rather than cached.
      twoStepSetupRequired: sql<boolean>`(${users.role} in ('teacher', 'admin')
        and exists (select 1 from ${securitySettings} where ${securitySettings.requireTwoStepForStaff})
        and not exists (select 1 from ${totpAuthenticators} where ${totpAuthenticators.userId} = ${users.id} and ${totpAuthenticators.confirmedAt} is not null)
        and not exists (select 1 from ${passkeys} where ${passkeys.userId} = ${users.id}))`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql`now()`),
        eq(users.status, 'active'),
      ),
    )
    .prepare('session_user');
  app.decorateRequest('user', null);
  // Callback hooks, not async ones: a visitor's request (no token) and a public route then pass
  // without a promise each (docs/performance.md).
  app.addHook('onRequest', (request, _reply, done) => {
    const token = bearerToken(request);
    if (!token) return done();
    sessionUser.execute({ tokenHash: digestToken(token) }).then(([row]) => {
      request.user = row ?? null;
      done();
    }, done);
  });
  // Each route that is not public gets its own check, built from its declared access when it is
  // added: it runs first among the route's hooks, after the session above, and a public route runs
  // none (reading `request.routeOptions` builds a new object on every request).
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (access === undefined || access === 'public') return;
    const signInMessage = route.config?.signInMessage;
    const duringTwoStepSetup = route.config?.duringTwoStepSetup === true;
    const checkAccess: onRequestHookHandler = (request, _reply, done) => {
      if (!request.user) return done(unauthenticated(signInMessage));
      if (access !== 'signed-in' && !access.includes(request.user.role)) return done(forbidden());
      if (request.user.twoStepSetupRequired && !duringTwoStepSetup) {
        return done(forbidden(twoStepSetupRequiredMessage, 'two_step_setup_required'));
      }
      done();
    };
    route.onRequest = [checkAccess, ...[route.onRequest ?? []].flat()];
  });
}

export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}

export function requireRole(request: FastifyRequest, allowed: readonly Role[]): AuthUser {
  const user = requireUser(request);
  if (!allowed.includes(user.role)) throw forbidden();
  return user;
}
