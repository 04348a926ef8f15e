import { i18n, type Messages } from '@lingui/core';
import { isLanguage, type Language, pickLanguage } from '@tutorium/contract/languages';

/**
 * The active language (docs/architecture.md, "Languages"). One Lingui instance for the whole app and
 * one message catalogue per language for each part of it (apps/web/lingui.config.ts): the site's (the
 * landing page, the public header and footer, the site's links) loads before the first screen, the
 * shell's (the rest of app/, components/, lib/ and the portals' nav labels) with every route table
 * but the landing page's, each feature's with its screens. So a page downloads only its own texts in
 * only the language it shows, and the landing page only the site's.
 *
 * A visitor's language is the one they last picked on this browser, else the first of the browser's
 * languages Tutorium speaks.
 */
const LANGUAGE_KEY = 'tutorium.language';

type CatalogueFile = () => Promise<{ messages: Messages }>;

/**
 * The site's catalogue files, by path; each a chunk of its own (the Lingui Vite plugin compiles the
 * .po file). The other catalogues' files are mapped in lib/catalogue-files.ts, which loads with the
 * first of them: the landing page does without that map.
 */
const siteFiles = import.meta.glob<{ messages: Messages }>('../locales/site/*.po');

/** A part's catalogue: the folder its `<language>.po` files are in, relative to this file. */
export type Catalogue = '../locales/site' | '../locales' | `../features/${string}/locales`;

/** The site's catalogue: what the landing page shows, loaded before the first screen whichever it is. */
const siteCatalogue: Catalogue = '../locales/site';

/** The shell's catalogue: what the portals and the site's other pages share (app/router.tsx loads it with their routes). */
export const shellCatalogue: Catalogue = '../locales';

/** The catalogue of `feature` (a folder under src/features). */
export const featureCatalogue = (feature: string): Catalogue => `../features/${feature}/locales`;

/** The catalogues in use, and the languages each is loaded in: a change of language loads each of them again. */
const inUse = new Map<Catalogue, Set<Language>>([[siteCatalogue, new Set()]]);

/**
 * The language being switched to, from the moment a switch starts: a screen that starts loading while
 * its catalogues are still coming (the router starts with the page, before main.tsx activates the
 * first language) loads its own texts in the language it will be shown in, not the one it replaces.
 */
let targetLanguage: Language | undefined;

const languageToLoad = (): Language => targetLanguage ?? (isLanguage(i18n.locale) ? i18n.locale : 'en');

async function catalogueFile(catalogue: Catalogue, language: Language): Promise<CatalogueFile | undefined> {
  const path = `${catalogue}/${language}.po`;
  if (catalogue === siteCatalogue) return siteFiles[path];
  const { catalogueFiles } = await import('./catalogue-files');
  return catalogueFiles[path];
}

async function load(catalogue: Catalogue, language: Language): Promise<void> {
  const loaded = inUse.get(catalogue) ?? new Set();
  inUse.set(catalogue, loaded);
  if (loaded.has(language)) return;
  const file = await catalogueFile(catalogue, language);
  if (!file)
    throw new Error(`src/${catalogue.slice(3)} has no ${language}.po: run npm run i18n:extract -w @tutorium/web`);
  const { messages } = await file();
  i18n.load(language, messages);
  loaded.add(language);
}

/**
 * Runs `loadPart` (a screen's or a layout's import) and loads `catalogues` in the active language beside
 * it, so the part is never drawn before its texts.
 */
export async function withCatalogues<T>(catalogues: readonly Catalogue[], loadPart: () => Promise<T>): Promise<T> {
  const language = languageToLoad();
  const [part] = await Promise.all([loadPart(), ...catalogues.map((catalogue) => load(catalogue, language))]);
  return part;
}

/** The language this browser last chose, else the browser's own preference. */
export function initialLanguage(): Language {
  const saved = localStorage.getItem(LANGUAGE_KEY);
  return isLanguage(saved) ? saved : pickLanguage(navigator.languages);
}

/** Loads every catalogue in use in `language`, then switches every rendered text to it; `<html lang>` follows. */
export async function activateLanguage(language: Language): Promise<void> {
  targetLanguage = language;
  // Every catalogue in use, those of screens already loading included (load registers them at once).
  await Promise.all([...inUse.keys()].map((catalogue) => load(catalogue, language)));
  // A later switch that began meanwhile decides.
  if (targetLanguage !== language) return;
  i18n.activate(language);
  document.documentElement.lang = language;
}

/** Switches to `language` and remembers it on this browser for the next visit. */
export async function chooseLanguage(language: Language): Promise<void> {
  await activateLanguage(language);
  localStorage.setItem(LANGUAGE_KEY, language);
}

export { i18n };
