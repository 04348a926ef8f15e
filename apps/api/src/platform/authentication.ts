import type { Access } from '@tutorium/contract/access';
import type { Role } from '@tutorium/contract/roles';
import { and, eq, gt, lt, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Database } from '../db/client';
import { passkeys, securitySettings, sessions, totpAuthenticators, users } from '../db/schema';
import { forbidden, unauthenticated } from './errors';
import { digestToken } from './tokens';

export interface AuthUser {
  id: string;
  role: Role;
  sessionId: string;
  /** Their own IANA zone; null: the institute's TIME_ZONE (see zoneOf). */
  timeZone: string | null;
  /** The language they chose to be answered in (users.language); null: not chosen (see languageOf). */
  language: string | null;
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
  /*i18n*/ 'Your administrator requires two-step sign-in. Set up an authenticator app or a passkey in Settings first.';

/** The credentials of `Authorization: Bearer …`; the scheme is matched case-insensitively (RFC 7235). */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** The condition every use of a session checks: not expired, and its account active. */
const liveSession = (tokenOrId: SQL) => and(tokenOrId, gt(sessions.expiresAt, sql`now()`), eq(users.status, 'active'));

/** How stale a session's "last seen" may get before a request moves it: reads stay reads. */
const LAST_SEEN_EVERY = sql`interval '1 minute'`;

/**
 * Whether the session still lets its holder in, read again for a connection that outlives its request
 * (the notification stream) when its session may have ended.
 */
export async function sessionIsLive(db: Database, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(liveSession(eq(sessions.id, sessionId)));
  return row !== undefined;
}

/**
 * Resolves `request.user` from the bearer token: one indexed query per API request. A missing,
 * unknown or expired token, or an account that is not active, leaves it null; each route decides whether that
 * is acceptable. A session last seen over a minute ago is marked seen now, so at most one request a
 * minute per session writes.
 */
export function registerAuthentication(app: FastifyInstance, db: Database): void {
  // Prepared once: every signed-in request runs it, so it skips query building and planning.
  const sessionUser = db
    .select({
      id: users.id,
      role: users.role,
      sessionId: sessions.id,
      timeZone: users.timeZone,
      language: users.language,
      stale: sql<boolean>`${sessions.lastSeenAt} < now() - ${LAST_SEEN_EVERY}`,
      // Three index probes, and only for staff: the rule must hold on every instance the moment an
      // admin turns it on, so it is read with the session rather than cached.
      twoStepSetupRequired: sql<boolean>`(${users.role} in ('teacher', 'admin')
        and exists (select 1 from ${securitySettings} where ${securitySettings.requireTwoStepForStaff})
        and not exists (select 1 from ${totpAuthenticators} where ${totpAuthenticators.userId} = ${users.id} and ${totpAuthenticators.confirmedAt} is not null)
        and not exists (select 1 from ${passkeys} where ${passkeys.userId} = ${users.id}))`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(liveSession(eq(sessions.tokenHash, sql.placeholder('tokenHash'))))
    .prepare('session_user');
  const markSeen = db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(and(eq(sessions.id, sql.placeholder('sessionId')), lt(sessions.lastSeenAt, sql`now() - ${LAST_SEEN_EVERY}`)))
    .prepare('session_seen');
  app.decorateRequest('user', null);
  // Callback hooks, not async ones: a visitor's request (no token) and a public route then pass
  // without a promise each (docs/performance.md).
  app.addHook('onRequest', (request, _reply, done) => {
    const token = bearerToken(request);
    if (!token) return done();
    sessionUser
      .execute({ tokenHash: digestToken(token) })
      .then(async ([row]) => {
        if (!row) return;
        const { stale, ...user } = row;
        request.user = user;
        if (stale) await markSeen.execute({ sessionId: user.sessionId });
      })
      .then(() => done(), done);
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
