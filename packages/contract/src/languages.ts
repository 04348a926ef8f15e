/**
 * The languages Tutorium speaks, English first (the source language every text is written in).
 * Adding one is a catalogue and a line here (docs/architecture.md, "Languages"): no screen changes.
 */
export const LANGUAGES = ['en', 'hi'] as const;

export type Language = (typeof LANGUAGES)[number];

/*
 * Plain data and functions, no zod: the web's entry chunk reads this file to pick the first screen's
 * language, and zod would double its JavaScript.
 */

/** Whether `value` (a stored choice, a select's value) is a language Tutorium speaks. */
export const isLanguage = (value: unknown): value is Language => LANGUAGES.some((language) => language === value);

/** Each language in its own words and script, as a switcher lists them. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  hi: 'हिन्दी',
};

/**
 * The locale each language formats numbers, dates, times and money in (Intl): Indian English and
 * Hindi, so both group lakhs and crores (₹1,25,000) and read the 12-hour clock.
 */
export const LANGUAGE_LOCALES: Record<Language, string> = {
  en: 'en-IN',
  hi: 'hi-IN',
};

/** The first of `preferred` (a browser's or an Accept-Language list, best first) that Tutorium speaks, or null. */
export function findLanguage(preferred: readonly string[]): Language | null {
  for (const tag of preferred) {
    const base = tag.trim().toLowerCase().split(/[-_;]/)[0];
    const match = LANGUAGES.find((language) => language === base);
    if (match) return match;
  }
  return null;
}

/** The first of `preferred` that Tutorium speaks, else English. */
export const pickLanguage = (preferred: readonly string[]): Language => findLanguage(preferred) ?? 'en';
