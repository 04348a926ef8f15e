import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { verifyAgainstNothing, verifySecret } from '../../platform/passwords';

/** A table of emailed codes (password resets, email confirmations), one code a row. */
type CodeTable = PgTable & { id: AnyPgColumn; codeHash: AnyPgColumn; failedTries: AnyPgColumn; expiresAt: AnyPgColumn };

/** A code that may still be tried: not expired, with tries left. */
export const isOpenCode = (table: CodeTable, maxTries: number) =>
  and(gt(table.expiresAt, sql`now()`), lt(table.failedTries, maxTries));

/**
 * The update that claims a code for one check takes one of its tries in the database, so parallel
 * guesses cannot exceed them, and returns these columns.
 */
export const oneTryTaken = (table: CodeTable) => ({ failedTries: sql`${table.failedTries} + 1` });
export const claimedCodeColumns = <Table extends CodeTable>(table: Table) => ({
  id: table.id,
  codeHash: table.codeHash,
  failedTries: table.failedTries,
});

/** A code's row as claimed for one check: the claim has already taken one of its tries. */
interface ClaimedCode {
  id: string;
  codeHash: string;
  failedTries: number;
}

/**
 * The claimed row when the code matches it, else null. With no row a hash is still checked, so an
 * unknown or spent code takes as long as a wrong one; a wrong code on the last try deletes the row.
 */
export async function matchClaimedCode<Row extends ClaimedCode>(
  db: Database,
  table: CodeTable,
  claimed: Row | undefined,
  code: string,
  maxTries: number,
): Promise<Row | null> {
  if (!claimed) {
    await verifyAgainstNothing(code);
    return null;
  }
  if (await verifySecret(claimed.codeHash, code)) return claimed;
  if (claimed.failedTries >= maxTries) await db.delete(table).where(eq(table.id, claimed.id));
  return null;
}
