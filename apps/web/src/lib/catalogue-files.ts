import type { Messages } from '@lingui/core';

type CatalogueFile = () => Promise<{ messages: Messages }>;

/** The web's own catalogues but the site's (lib/i18n.ts holds those), by path relative to lib/. */
const webFiles = import.meta.glob<{ messages: Messages }>(['../locales/*.po', '../features/*/locales/*.po']);

/**
 * The contract's catalogues (its messages and validation texts, compiled by vite.config.ts's
 * contractCatalogues), by language. Their ids are the English texts, so `i18n._(messages.login.failed)`
 * and a zod message read in the active language (lib/contract-text.ts).
 */
const contractFiles = Object.fromEntries(
  Object.entries(
    import.meta.glob<{ messages: Messages }>('../../../../packages/contract/src/locales/*.po', { query: '?contract' }),
  ).map(([path, file]) => [path.replace(/^.*\/(\w+)\.po.*$/, '$1'), file]),
);

/** The shell's file in a language, with the contract's texts in that language loaded beside it. */
const withContractTexts =
  (shellFile: CatalogueFile, contractFile: CatalogueFile | undefined): CatalogueFile =>
  async () => {
    const [shell, contract] = await Promise.all([shellFile(), contractFile?.()]);
    return { messages: { ...contract?.messages, ...shell.messages } };
  };

/**
 * Every catalogue file but the site's, by path relative to lib/; each a chunk of its own (the Lingui
 * Vite plugin compiles the .po file). Naming some forty files, the map is a chunk of its own too,
 * loaded with the first of them, so the landing page, which needs only the site's catalogue, downloads
 * neither (docs/performance.md, "Languages"). The shell's catalogue brings the contract's: every page
 * but the landing page may show a contract text (a toast, a field's validation message).
 */
export const catalogueFiles: Record<string, CatalogueFile> = Object.fromEntries(
  Object.entries(webFiles).map(([path, file]) => {
    const shellLanguage = /^\.\.\/locales\/(\w+)\.po$/.exec(path)?.[1];
    return [path, shellLanguage === undefined ? file : withContractTexts(file, contractFiles[shellLanguage])];
  }),
);
