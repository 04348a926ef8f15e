import { builtinEnvironments, type Environment } from 'vitest/runtime';

/**
 * jsdom's globals, with modules transformed as on the server: the API that runs in the same
 * process resolves files with `new URL(..., import.meta.url)`, which a browser transform would
 * rewrite against the page's address. The screens need no browser transform.
 */
export default {
  ...builtinEnvironments.jsdom,
  name: 'jsdom-with-server-modules',
  viteEnvironment: 'ssr',
} satisfies Environment;
