export const privacyKeys = {
  latestExport: ['privacy', 'latest-export'] as const,
};

/** Shown when the server gives no message of its own. */
export const privacyFallbacks = {
  loadExport: 'Failed to load your data export',
  requestExport: 'Failed to ask for a copy of your data',
  download: 'Failed to download your data',
  erase: 'Failed to delete your account',
} as const;
