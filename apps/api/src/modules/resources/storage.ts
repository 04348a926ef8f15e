import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { acceptedUploads, type ResourceType, resourceMessages } from '@tutorium/contract/resources';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../platform/errors';

/** Where uploaded resource files live: DATA_DIR/resources, created on start. */
export function resourcesDir(dataDir: string): string {
  const dir = path.join(dataDir, 'resources');
  mkdirSync(dir, { recursive: true });
  return dir;
}

export interface DetectedFile {
  type: ResourceType;
  mimeType: string;
  extension: string;
}

/** The resource type a file really is, read from its bytes; the name and the browser's claim are not trusted. */
export async function detectResourceFile(buffer: Buffer): Promise<DetectedFile> {
  const detected = await fileTypeFromBuffer(buffer);
  const type = detected
    ? (Object.keys(acceptedUploads) as ResourceType[]).find((kind) =>
        (acceptedUploads[kind] as readonly string[]).includes(detected.mime),
      )
    : undefined;
  if (!detected || !type) throw new AppError('UNSUPPORTED_MEDIA_TYPE', resourceMessages.wrongType);
  return { type, mimeType: detected.mime, extension: detected.ext };
}

export async function storeFile(dir: string, buffer: Buffer, extension: string): Promise<string> {
  const storedName = `${randomUUID()}.${extension}`;
  await writeFile(path.join(dir, storedName), buffer, { flag: 'wx' });
  return storedName;
}

export const removeFile = (dir: string, storedName: string): Promise<void> =>
  rm(path.join(dir, storedName), { force: true });
