/**
 * A text with placeholders, for the server to write in its reader's language (docs/architecture.md,
 * "Server texts"): `textWith(/*i18n*\/ '{title} is full', { title })`. Plain data, no zod, so the
 * contract's message tables and the API's failures both use it.
 */

/** The values of a text's placeholders: `{title}`, or the count of `{count, plural, one {# seat} other {# seats}}`. */
export type Values = Record<string, string | number>;

/** A marked text (its English, as written) and the values its placeholders are filled with when it is written out. */
export interface TextWithValues {
  readonly text: string;
  readonly values: Values;
}

export const textWith = (text: string, values: Values): TextWithValues => ({ text, values });
