import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { serverSecrets } from '../db/schema';

/**
 * The named secret, made on first use and kept in the database, so every instance sharing the
 * database reads the same one. One statement: the first writer's value wins any race.
 */
export async function storedSecret(db: Database, name: string): Promise<string> {
  const [row] = await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoUpdate({ target: serverSecrets.name, set: { name: sql`excluded.name` } })
    .returning({ value: serverSecrets.value });
  if (!row) throw new Error(`secret ${name} was neither stored nor found`);
  return row.value;
}

/**
 * The named secret if it was ever made, without making it: for checking what only a made secret can
 * have signed, where a refusal must write nothing.
 */
export async function existingSecret(db: Database, name: string): Promise<string | null> {
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  return row?.value ?? null;
}
