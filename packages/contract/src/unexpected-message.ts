/**
 * The message for a failure nothing more precise describes (`messages.unexpected`). In a module of
 * its own because the web app's error page, in the entry chunk, needs only this one, and importing
 * messages.ts there would carry the whole catalogue on every first visit (docs/performance.md).
 */
export const unexpectedMessage = /*i18n*/ 'An unexpected error occurred';
