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

/**
 * The sentences `sentence()` wrote, by their English, with the text and values each was made from.
 * Bounded: message functions called at run time (a course title in a failure) would otherwise grow it
 * for ever; the oldest goes first, and the schemas' own sentences are written once, at start.
 */
const sentences = new Map<string, TextWithValues>();
const MAX_SENTENCES = 5000;

/**
 * A message with values where only a string fits (a zod validation message, a field error): the English
 * sentence, `{name}` placeholders filled in. It remembers what it was made from, so `writeMessage()`
 * writes the same sentence in the reader's language. No ICU plurals here: write each form as its own text.
 */
export function sentence(text: string, values: Values): string {
  const english = text.replace(/\{(\w+)\}/g, (placeholder, name: string) => String(values[name] ?? placeholder));
  sentences.delete(english);
  sentences.set(english, { text, values });
  if (sentences.size > MAX_SENTENCES) sentences.delete(sentences.keys().next().value as string);
  return english;
}

/**
 * `message` as a reader's `write` (the server's or the web's translation) writes it: a `sentence()` from its
 * text and values, each string value (a field's label) written too; any other text as it is looked up.
 */
export function writeMessage(message: string, write: (text: string, values?: Values) => string): string {
  const made = sentences.get(message);
  if (made === undefined) return write(message);
  // A sentence in use stays among the newest, so run-time sentences push out only ones nobody reads.
  sentences.delete(message);
  sentences.set(message, made);
  const values = Object.fromEntries(
    Object.entries(made.values).map(([name, value]) => [name, typeof value === 'string' ? write(value) : value]),
  );
  return write(made.text, values);
}
