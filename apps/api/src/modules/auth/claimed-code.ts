import { verifyAgainstNothing, verifySecret } from '../../platform/passwords';

/** A code's row as claimed for one check: the claim has already taken one of its tries. */
interface ClaimedCode {
  codeHash: string;
  failedTries: number;
}

/**
 * The claimed row when the code matches it, else null. With no row a hash is still checked, so an
 * unknown or spent code takes as long as a wrong one; a wrong code on the last try forgets the row.
 */
export async function matchClaimedCode<Row extends ClaimedCode>(
  claimed: Row | undefined,
  code: string,
  maxTries: number,
  forget: (row: Row) => Promise<unknown>,
): Promise<Row | null> {
  if (!claimed) {
    await verifyAgainstNothing(code);
    return null;
  }
  if (await verifySecret(claimed.codeHash, code)) return claimed;
  if (claimed.failedTries >= maxTries) await forget(claimed);
  return null;
}
