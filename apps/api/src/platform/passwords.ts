import { hash, verify } from '@node-rs/argon2';

/**
 * Argon2id (the library's default algorithm) at OWASP's minimum: 19 MiB, 2 iterations, 1 lane.
 * The hash string carries its parameters, so raising them later still verifies old hashes.
 */
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashSecret = (secret: string): Promise<string> => hash(secret, options);

export async function verifySecret(storedHash: string, secret: string): Promise<boolean> {
  try {
    return await verify(storedHash, secret);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;
/** Spends the same time as a real check, so an unknown email answers no faster than a wrong password. */
export async function verifyAgainstNothing(secret: string): Promise<false> {
  dummyHash ??= hashSecret('tutorium-timing-equaliser');
  await verifySecret(await dummyHash, secret);
  return false;
}
