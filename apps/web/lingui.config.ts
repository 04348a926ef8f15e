import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { LANGUAGES } from '@tutorium/contract/languages';

/**
 * The files of the site's first screen: the landing page, its sections, the public header, phone menu
 * and footer, the site's links (the site pages' nav labels), the language select, and the shared parts
 * they draw, the route's spinner and error panel included, and the update prompt any page may show
 * (app/app-update-prompt.tsx). Their texts make the site's catalogue, the only one a first visit to
 * the landing page downloads (docs/performance.md, "Languages"). A file the
 * landing page starts to draw joins this list: src/app/landing-texts.test.tsx fails on a text the
 * landing page shows from another catalogue.
 */
const siteFiles = [
  'app/app-update-prompt.tsx',
  'app/route-error-boundary.tsx',
  'app/router.tsx',
  'app/site-nav.ts',
  'components/ui/button.tsx',
  'components/ui/error-panel.tsx',
  'components/ui/icon-tile.tsx',
  'components/ui/landing-section.tsx',
  'components/ui/language-select.tsx',
  'components/ui/link-button.tsx',
  'components/ui/needs-connection.tsx',
  'components/ui/page-spinner.tsx',
  'components/ui/search-input.tsx',
  'components/ui/spinner.tsx',
  'features/auth/routes/screens.ts',
  'features/public/components/call-to-action.tsx',
  'features/public/components/company.ts',
  'features/public/components/hero.tsx',
  'features/public/components/how-it-works.tsx',
  'features/public/components/popular-subjects.tsx',
  'features/public/components/public-footer.tsx',
  'features/public/components/public-header.tsx',
  'features/public/components/session-check.tsx',
  'features/public/components/skip-link.tsx',
  'features/public/components/testimonials.tsx',
  'features/public/routes/landing-page.tsx',
  'features/public/routes/screens.ts',
].map((file) => `<rootDir>/src/${file}`);

const tests = '**/*.test.*';

/*
 * The web's message catalogues, one .po file per language for each part of the app, extracted from
 * the source by `npm run i18n:extract -w @tutorium/web` (docs/architecture.md, "Languages"). A text
 * lands in the catalogue of the file it is written in:
 * - the site's (src/locales/site): the files above, loaded before the first screen (main.tsx);
 * - the shell's (src/locales): the rest of app/, components/ and lib/, and the portals' nav labels
 *   (features/<name>/routes/screens.ts), loaded with every route table but the landing page's
 *   (app/router.tsx);
 * - each feature's (src/features/<name>/locales): the rest of the feature, loaded with its screens
 *   (lib/screen.ts, featureScreens).
 * English is the source language: its catalogue holds the texts exactly as written in the code.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: [...LANGUAGES],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/site/{locale}',
      include: siteFiles,
      exclude: [tests],
    },
    {
      path: '<rootDir>/src/locales/{locale}',
      include: [
        '<rootDir>/src/app',
        '<rootDir>/src/components',
        '<rootDir>/src/lib',
        '<rootDir>/src/features/*/routes/screens.ts',
      ],
      exclude: [tests, ...siteFiles],
    },
    {
      path: '<rootDir>/src/features/{name}/locales/{locale}',
      include: ['<rootDir>/src/features/{name}'],
      exclude: [tests, '**/routes/screens.ts', ...siteFiles],
    },
  ],
  // No source locations: a catalogue changes when a text does, not when code moves.
  format: formatter({ origins: false }),
  orderBy: 'message',
});
