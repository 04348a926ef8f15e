import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { LANGUAGES } from '@tutorium/contract/languages';

/*
 * The server's message catalogues, one .po file per language for each part, extracted from the
 * source by `npm run i18n:extract -w @tutorium/api` (docs/architecture.md, "Server texts"):
 * - the contract's (packages/contract/src/locales): its messages and validation texts, which the API
 *   answers with and the web shows too;
 * - the API's own (src/locales): the failures and other texts only the server writes.
 * A text is marked by an i18n comment before its string literal (`/*i18n*\/ 'Invalid credentials'`),
 * and its English is its key: the API runs without Babel, so without Lingui's macros.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: [...LANGUAGES],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/../../packages/contract/src/locales/{locale}',
      include: ['<rootDir>/../../packages/contract/src'],
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src'],
    },
  ],
  // No source locations: a catalogue changes when a text does, not when code moves.
  format: formatter({ origins: false }),
  orderBy: 'messageId',
});
