/**
 * The header with which every API answer names the web build the server serves (apps/api/src/app.ts).
 * The web app compares it with the build it runs (apps/web/src/lib/app-update.ts): another one means a
 * deployment has happened, and the page offers to reload before its screens misread the new API.
 */
export const BUILD_ID_HEADER = 'x-tutorium-build';
