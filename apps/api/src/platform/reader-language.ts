import { isLanguage, LANGUAGE_LOCALES, type Language } from '@tutorium/contract/languages';
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';

/*
 * What the server writes for a person to read outside a failure (e-mails, notifications) is written
 * in that person's language when it is written (docs/architecture.md, "Languages"): their saved
 * choice, else English. A download is in its requester's language instead (`languageOf(request)`).
 */

/** The language a person is written to in: their saved choice (users.language), else English. */
export const readerLanguage = (saved: string | null | undefined): Language => (isLanguage(saved) ? saved : 'en');

/** Each user's language, for writing the same news to several people. */
export async function languagesOf(db: Database, userIds: readonly string[]): Promise<Map<string, Language>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(inArray(users.id, [...userIds]));
  return new Map(rows.map((row) => [row.id, readerLanguage(row.language)]));
}

/** An amount in minor units as `language` writes money: "$49.99", "₹1,25,000.00" (lakh grouping in both). */
export const moneyText = (language: Language, minorUnits: number, currency: string): string =>
  new Intl.NumberFormat(LANGUAGE_LOCALES[language], { style: 'currency', currency }).format(minorUnits / 100);
