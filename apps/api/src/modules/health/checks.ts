import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The file-storage readiness check: uploaded files live under DATA_DIR, so it must take a write.
 * When storage moves behind its own interface, that interface's check replaces this one in app.ts.
 */
export async function checkDataDirWritable(dataDir: string): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  const probe = path.join(dataDir, `.ready-${randomBytes(6).toString('hex')}`);
  await writeFile(probe, '');
  await rm(probe, { force: true });
}
