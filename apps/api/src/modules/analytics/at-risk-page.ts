import type { AuthUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { type AtRiskPage, type AtRiskScope, atRiskStudents } from './at-risk';

/** The teacher's own courses; an admin's list covers every course, as their dashboard does. */
export const scopeOf = (user: AuthUser): AtRiskScope => (user.role === 'admin' ? 'all' : { instructorId: user.id });

/**
 * One page of the signed-in teacher's at-risk list, through the report runner like the dashboards:
 * an admin's platform-wide pages are shared for a few seconds, a teacher's are never cached.
 */
export function atRiskPage(ctx: AppContext, user: AuthUser, page: number, pageSize: number): Promise<AtRiskPage> {
  const admin = user.role === 'admin';
  return ctx.reports.run(
    `at-risk:${admin ? 'all' : user.id}:${page}:${pageSize}`,
    (db) => atRiskStudents(db, scopeOf(user), ctx.now(), { limit: pageSize, offset: (page - 1) * pageSize }),
    { cacheable: admin },
  );
}
