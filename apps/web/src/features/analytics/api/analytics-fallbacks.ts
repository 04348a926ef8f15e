/** Shown when the server gives no message of its own; the spec has no text for these. */
export const analyticsFallbacks = {
  analytics: 'Failed to load analytics',
  performance: 'Failed to load student performance',
  export: 'Failed to export student performance',
} as const;
