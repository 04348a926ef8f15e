import type { Messages } from '@lingui/core';

/**
 * Every catalogue file but the site's (lib/i18n.ts holds those), by path relative to lib/; each a
 * chunk of its own (the Lingui Vite plugin compiles the .po file). Naming some forty files, the map
 * is a chunk of its own too, loaded with the first of them, so the landing page, which needs only
 * the site's catalogue, downloads neither (docs/performance.md, "Languages").
 */
export const catalogueFiles = import.meta.glob<{ messages: Messages }>([
  '../locales/*.po',
  '../features/*/locales/*.po',
]);
