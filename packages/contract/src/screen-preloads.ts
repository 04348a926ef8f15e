import { z } from 'zod';

/*
 * What the server names in a page's HTML for the browser to download at once (docs/performance.md,
 * "Preloads per screen"). The web build writes it (apps/web/build/screen-preloads.ts); the server reads
 * it at startup (apps/api/src/web-app.ts). Without it a screen's files load in steps: the entry, then
 * the route tables, then the screen and its layouts, then the texts, each asked for only when the one
 * before has run, one round trip each on a slow phone network.
 */

/** The file beside index.html in the web build. */
export const SCREEN_PRELOADS_FILE = 'screen-preloads.json';

const assetPath = z.string().regex(/^\/assets\/[\w.-]+\.js$/);

/*
 * Imports zod alone: the web's Vite config reads this file by path (apps/web/build/screen-preloads.ts),
 * and Vite warns of every extensionless import it meets there.
 */

/** One screen's files beyond the entry: its code, and its texts by language (a key of languages.ts). */
const screenPreloadSchema = z.object({
  modules: z.array(assetPath),
  texts: z.record(z.string(), z.array(assetPath)),
});

/** Every screen's preloads, by its key in screen-paths.ts. */
export const screenPreloadsSchema = z.object({ screens: z.record(z.string(), screenPreloadSchema) });

export type ScreenPreload = z.infer<typeof screenPreloadSchema>;
export type ScreenPreloads = z.infer<typeof screenPreloadsSchema>;
