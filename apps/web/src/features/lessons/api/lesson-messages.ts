/** Fallbacks for these screens, shown when the server gives no message of its own. */
export const lessonFallbacks = {
  create: 'Failed to add the lesson',
  update: 'Failed to save the lesson',
  delete: 'Failed to delete the lesson',
  reorder: 'Failed to save the lesson order',
  resources: 'Failed to load your resources',
  scores: 'Failed to load the scores',
  saveScore: 'Failed to save the score',
} as const;
