import { ilike, or, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema';
import { containsPattern } from '../../platform/sql-helpers';

/** Users whose name or email contains `search` (any user when there is no search). */
export const nameOrEmailContains = (search: string | undefined): SQL | undefined => {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(ilike(users.name, pattern), ilike(users.email, pattern));
};
