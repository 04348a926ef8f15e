export const settingsKeys = {
  notifications: ['settings', 'notifications'] as const,
};

/** Shown when the server gives no message of its own; the spec has no text for these. */
export const settingsFallbacks = {
  load: 'Failed to load your notification settings',
  save: 'Failed to save your notification settings',
} as const;
