/** The spec's fallback messages (section 8), shown when the server gives none of its own. */
export const courseFallbacks = {
  fetchOne: 'An error occurred while fetching course details',
  loadForEdit: 'Failed to load course data',
  create: 'Failed to create course',
  update: 'Failed to update course',
  delete: 'Failed to delete course',
  waitlist: 'Failed to load the waitlist',
} as const;
