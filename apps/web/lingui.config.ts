import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { LANGUAGES } from '@tutorium/contract/languages';

/*
 * The web's message catalogues, one .po file per language for each part of the app, extracted from
 * the source by `npm run i18n:extract -w @tutorium/web` (docs/architecture.md, "Languages"):
 * - the shell's (src/locales): app/, components/, lib/, and every screen's nav entry (the header,
 *   footer and sidebars show them all), loaded before the first screen;
 * - each feature's (src/features/<name>/locales), loaded with its screens (lib/i18n.ts, withCatalogue).
 * English is the source language: its catalogue holds the texts exactly as written in the code.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: [...LANGUAGES],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: [
        '<rootDir>/src/app',
        '<rootDir>/src/components',
        '<rootDir>/src/lib',
        '<rootDir>/src/features/*/routes/screens.ts',
      ],
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/src/features/{name}/locales/{locale}',
      include: ['<rootDir>/src/features/{name}'],
      exclude: ['**/*.test.*', '**/routes/screens.ts'],
    },
  ],
  // No source locations: a catalogue changes when a text does, not when code moves.
  format: formatter({ origins: false }),
  orderBy: 'message',
});
