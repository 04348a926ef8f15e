import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { findLanguage, isLanguage, LANGUAGES, type Language } from '@tutorium/contract/languages';
import { type Values, writeMessage } from '@tutorium/contract/text-with';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import PO from 'pofile';

/**
 * The texts the server writes, in each language Tutorium speaks (docs/architecture.md, "Server texts").
 * A text is written in English where it is used, marked for extraction by an i18n comment:
 * `/*i18n*\/ 'Invalid credentials'`, or with values `textWith(/*i18n*\/ '{title} is full', { title })`
 * (`@tutorium/contract/text-with`).
 * `npm run i18n:extract -w @tutorium/api` collects them, with the English as each one's key, into
 * the catalogues read here once, at start: the contract's (packages/contract/src/locales, texts the
 * web shows too) and the API's own (apps/api/src/locales).
 */

// Found by package name (each package's `exports`), so the source under tsx and vitest and the
// bundle in dist/ read the same files.
const require = createRequire(import.meta.url);
const catalogueFolders = ['@tutorium/contract/locales', '@tutorium/api/locales'];

function readCatalogues(language: Language): Messages {
  const messages: Messages = {};
  for (const folder of catalogueFolders) {
    const po = PO.parse(readFileSync(require.resolve(`${folder}/${language}.po`), 'utf8'));
    for (const item of po.items) {
      const translation = item.msgstr[0];
      if (!item.obsolete && translation) messages[item.msgid] = compileMessage(translation);
    }
  }
  return messages;
}

const catalogues = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    setupI18n({ locale: language, messages: { [language]: readCatalogues(language) } }),
  ]),
) as Record<Language, I18n>;
// A marked text missing from the catalogues (not extracted yet: `npm run lint` fails on it) is still
// written out in English with its values.
catalogues.en.setMessagesCompiler(compileMessage);

/**
 * `text` (its English, as written in the code) in `language`, its placeholders filled from `values`.
 * A text no catalogue holds (a name, a message written at run time) comes back as it is; one the
 * language lacks, in English.
 */
export function translate(language: Language, text: string, values?: Values): string {
  const catalogue = catalogues[language];
  if (catalogue.messages[text] !== undefined) return catalogue._(text, values);
  if (language !== 'en') return translate('en', text, values);
  return values === undefined ? text : catalogue._(text, values);
}

/** Whether `payload` is a success answer with a message (what a client shows in its toast). */
const isMessageAnswer = (payload: unknown): payload is { success: true; message: string } =>
  typeof payload === 'object' &&
  payload !== null &&
  (payload as { success?: unknown }).success === true &&
  typeof (payload as { message?: unknown }).message === 'string';

/**
 * Writes a success answer's `message` in the request's language, as the error handler does for
 * failures: routes answer with the English text (`ok({ message: courseMessages.created })`).
 */
export function translateAnswerMessages(app: FastifyInstance): void {
  app.addHook('preSerialization', (request, _reply, payload, done) => {
    if (!isMessageAnswer(payload)) return done(null, payload);
    const language = languageOf(request);
    // A message with values (`sentence()`: "Invitation sent to {email}") is written from its text and values.
    const message = writeMessage(payload.message, (text, values) => translate(language, text, values));
    done(null, language === 'en' ? payload : { ...payload, message });
  });
}

/** The tags of an Accept-Language header, best first; `*` and a tag refused with q=0 are left out. */
function acceptedTags(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.split(';').map((piece) => piece.trim());
      const quality = parameters.find((parameter) => /^q=/i.test(parameter));
      return { tag, quality: quality === undefined ? 1 : Number(quality.slice(2)), index };
    })
    .filter(({ tag, quality }) => tag !== '' && tag !== '*' && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map(({ tag }) => tag);
}

/**
 * The language a request is answered in: the first of its Accept-Language that Tutorium speaks,
 * else the signed-in user's saved choice, else English.
 */
export function languageOf(request: FastifyRequest): Language {
  const header = request.headers['accept-language'];
  const asked = header === undefined ? null : findLanguage(acceptedTags(header));
  const saved = request.user?.language;
  return asked ?? (isLanguage(saved) ? saved : 'en');
}
