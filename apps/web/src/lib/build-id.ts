/** Replaced by the build's id at build time (vite.config.ts `define`); undeclared where no build ran (Vitest runs the source). */
declare const __BUILD_ID__: string | undefined;

/**
 * The id of the build this code comes from. The server sends the id of the build it serves with every
 * API answer; when they differ, a deployment has happened and this page offers to reload
 * (lib/app-update.ts). Empty where there is no build (tests): such a page never offers.
 */
export const BUILD_ID: string = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : '';
