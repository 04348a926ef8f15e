import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {}

/**
 * PGlite has no lock of its own and corrupts a directory that two processes write, so the data
 * directory is locked for the life of the process. A lock left by a crashed process goes stale
 * after a few seconds, because a live holder refreshes it.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: `${dataDir}/tutorium.lock`,
      stale: 10_000,
      update: 2_000,
      retries: 0,
      realpath: false,
      onCompromised: (error) => {
        console.error(`The lock on ${dataDir} was lost (${error.message}); stopping to protect the database.`);
        process.exit(1);
      },
    });
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ELOCKED') {
      throw new DataDirLockedError(
        `The embedded database in ${dataDir} is already in use by another Tutorium process. ` +
          'Stop that process first, or set DATA_DIR to another folder (or DATABASE_URL to a PostgreSQL server).',
      );
    }
    throw error;
  }
}
