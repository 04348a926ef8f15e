// A .po catalogue, compiled by the Lingui Vite plugin when imported (lib/i18n.ts).
declare module '*.po' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}
