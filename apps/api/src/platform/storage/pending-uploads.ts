import type { FileStorage } from './file-storage';

/**
 * How long a file uploaded ahead of what names it (a message, a hand-in) may wait before the recurring
 * checks remove it (docs/privacy.md).
 */
const PENDING_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

/** The time before which a pending upload counts as abandoned. */
export function pendingUploadCutoff(now: Date): Date {
  return new Date(now.getTime() - PENDING_UPLOAD_TTL_MS);
}

/**
 * Runs `record` (the insert of a file's row) for a file already streamed into storage under `key`; if it
 * fails the file is deleted, so that no stored file outlives a row that was never written.
 */
export async function recordStoredFile<Row>(
  storage: FileStorage,
  key: string,
  record: () => Promise<Row>,
): Promise<Row> {
  try {
    return await record();
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
}
