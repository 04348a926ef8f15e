import { writeMessage } from '@tutorium/contract/text-with';
import { i18n } from './i18n';

/**
 * A contract text (a `messages.*` toast or fallback, an endpoint's fallbackMessage, a zod validation
 * message) in the active language, from the contract's catalogue that loads with the shell's
 * (lib/catalogue-files.ts); a message the contract's schemas wrote with values (`sentence()`) from its
 * text and values. Any other text (a server's answer, already in the reader's language; a feature's
 * own, already translated) comes back as it is, and so does every text before the shell's catalogue
 * loads (the landing page).
 */
export const contractText = (text: string): string =>
  // A text the loaded catalogues lack stays in English: the sentence as written, not its bare template.
  writeMessage(text, (id, values) => (i18n.messages[id] !== undefined ? i18n._(id, values) : values ? text : id));
