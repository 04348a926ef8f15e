/** Fallbacks for these screens that the contract does not carry; the server's message wins. */
export const libraryMessages = {
  resourcesFailed: 'Failed to load your resources',
  uploadFailed: 'Failed to upload the resource',
  updateFailed: 'Failed to update the resource',
  deleteFailed: 'Failed to delete the resource',
  updateMessageFailed: 'Failed to update the message',
  deleteMessageFailed: 'Failed to delete the message',
} as const;
