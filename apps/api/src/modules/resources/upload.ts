import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Multipart } from '@fastify/multipart';
import { acceptedUploads, type ResourceType, resourceMessages } from '@tutorium/contract/resources';
import { textWith } from '@tutorium/contract/text-with';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError, badRequest } from '../../platform/errors';
import { cleanFileName, fileExtension } from '../../platform/file-names';
import type { FileStorage } from '../../platform/storage/file-storage';

/** The storage folder of every resource file. */
/** How long an upload may take to arrive: the server's limit for any request, and the upload handler's. */
export const UPLOAD_TIMEOUT_MS = 10 * 60_000;

export const resourceFolder = 'resources';

/** Where a resource's file lives in storage. */
export const resourceKey = (storedName: string): string => `${resourceFolder}/${storedName}`;

/** Enough of a file's start for file-type to name its format, ZIP-based ones (DOCX, EPUB) included. */
const SNIFF_BYTES = 64 * 1024;

type AcceptedMime = (typeof acceptedUploads)[ResourceType][number];

/** The extensions a file of each accepted format may carry. */
const extensionsByMime: Record<AcceptedMime, readonly string[]> = {
  'application/pdf': ['pdf'],
  'video/mp4': ['mp4', 'm4v'],
  'video/webm': ['webm'],
  'application/epub+zip': ['epub'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
};

/** The content type of a stored file, from the extension its content gave it when it was uploaded. */
export function storedContentType(key: string): string {
  const extension = fileExtension(key);
  const entry = Object.entries(extensionsByMime).find(([, extensions]) => extensions.includes(extension));
  return entry?.[0] ?? 'application/octet-stream';
}

const typeOfMime = (mime: string): ResourceType | undefined =>
  (Object.keys(acceptedUploads) as ResourceType[]).find((kind) =>
    (acceptedUploads[kind] as readonly string[]).includes(mime),
  );

export interface StoredUpload {
  storedName: string;
  fileName: string;
  type: ResourceType;
  mimeType: AcceptedMime;
  sizeBytes: number;
}

/** The first `bytes` of a stream (fewer when it is shorter), and the whole stream again from its start. */
async function peek(source: AsyncIterable<Buffer>, bytes: number) {
  const iterator = source[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < bytes) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(chunks);
  async function* whole(): AsyncGenerator<Buffer> {
    yield head;
    if (ended) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  /** Stops reading the source (when the file is refused before it is stored). */
  const abandon = async () => {
    await iterator.return?.();
  };
  return { head, whole: whole(), abandon };
}

function tooLarge(maxBytes: number): AppError {
  return new AppError(
    'PAYLOAD_TOO_LARGE',
    textWith(/*i18n*/ 'The file is larger than the {megabytes} MB limit', {
      megabytes: Math.round(maxBytes / 1024 / 1024),
    }),
  );
}

/** Passes the bytes on, failing as soon as more than `maxBytes` went through: the limit holds while streaming. */
async function* limited(chunks: AsyncIterable<Buffer>, maxBytes: number, counted: { bytes: number }) {
  for await (const chunk of chunks) {
    counted.bytes += chunk.length;
    if (counted.bytes > maxBytes) throw tooLarge(maxBytes);
    yield chunk;
  }
}

/**
 * Streams one uploaded file into storage. Its format is read from its first bytes and must be an
 * accepted one (else 415) that agrees with the file's extension and declared type (else 400); its
 * size must stay within `maxBytes` (else 413). Whatever fails, nothing is left in storage.
 */
export async function storeUpload(
  storage: FileStorage,
  source: AsyncIterable<Buffer>,
  claimed: { fileName: string; mimeType: string },
  maxBytes: number,
  /** The storage folder: the library's, or another area's with the same rules (message attachments). */
  folder: string = resourceFolder,
): Promise<StoredUpload> {
  const { head, whole, abandon } = await peek(source, SNIFF_BYTES);
  const checked = await checkedFileName(head, claimed).catch(async (error: unknown) => {
    await abandon();
    throw error;
  });
  const storedName = `${randomUUID()}.${checked.extension}`;
  const counted = { bytes: 0 };
  await storage.put(`${folder}/${storedName}`, Readable.from(limited(whole, maxBytes, counted)), checked.mimeType);
  const { name: fileName, type, mimeType } = checked;
  return { storedName, fileName, type, mimeType, sizeBytes: counted.bytes };
}

/** The file's format from its first bytes, and its cleaned name, once the two agree. */
async function checkedFileName(head: Buffer, claimed: { fileName: string; mimeType: string }) {
  if (head.length === 0) throw badRequest(resourceMessages.fileRequired, { file: resourceMessages.fileRequired });
  const detected = await fileTypeFromBuffer(head);
  const mimeType = detected?.mime as AcceptedMime | undefined;
  const type = mimeType && typeOfMime(mimeType);
  if (!mimeType || !type || !detected) throw new AppError('UNSUPPORTED_MEDIA_TYPE', resourceMessages.wrongType);

  let name = cleanFileName(claimed.fileName) || 'resource';
  const extension = fileExtension(name);
  const claimedType = typeOfMime(claimed.mimeType);
  if (!extension || !Object.values(extensionsByMime).flat().includes(extension)) {
    name = `${name}.${detected.ext}`;
  } else if (!extensionsByMime[mimeType].includes(extension)) {
    const message = resourceMessages.contentMismatch(detected.ext, `its name (.${extension})`);
    throw badRequest(message, { file: message });
  }
  if (claimedType && claimedType !== type) {
    const message = resourceMessages.contentMismatch(detected.ext, `its declared type (${claimed.mimeType})`);
    throw badRequest(message, { file: message });
  }
  return { name, type, mimeType, extension: detected.ext };
}

const hasNul = (value: string) => value.includes('\u0000');

const notMultipart = () => badRequest(/*i18n*/ 'The upload is incomplete or not valid multipart/form-data');

/** The multipart parser's failures are the uploader's: a malformed body (400) or too many parts (413). */
function parserError(error: unknown): AppError {
  const status = error instanceof Error && 'statusCode' in error ? error.statusCode : undefined;
  return status === 413
    ? new AppError('PAYLOAD_TOO_LARGE', /*i18n*/ 'Send one file with the title, description and category')
    : notMultipart();
}

export interface UploadForm {
  fields: Record<string, string>;
  file: StoredUpload | null;
}

/**
 * Reads a multipart upload: text fields, and at most one file streamed straight into storage.
 * A body that is not well-formed multipart answers 400, one with too many parts 413; a file already
 * stored is removed again when anything later fails.
 */
export async function readUploadForm(
  request: FastifyRequest,
  storage: FileStorage,
  maxBytes: number,
  folder: string = resourceFolder,
): Promise<UploadForm> {
  if (!request.isMultipart()) throw badRequest(/*i18n*/ 'Send the upload as multipart/form-data');
  if (!/;\s*boundary=/i.test(request.headers['content-type'] ?? '')) {
    throw badRequest(/*i18n*/ 'The upload is not valid multipart/form-data: its content type needs a boundary');
  }
  const parts: AsyncIterator<Multipart> = request.parts()[Symbol.asyncIterator]();
  const fields: Record<string, string> = {};
  let file: StoredUpload | null = null;
  try {
    for (;;) {
      const next = await parts.next().catch((error: unknown) => {
        throw parserError(error);
      });
      if (next.done) return { fields, file };
      const part = next.value;
      if (hasNul(part.fieldname)) throw badRequest(/*i18n*/ 'Form field names must not contain NUL characters');
      if (part.type === 'field') {
        if (typeof part.value !== 'string' || hasNul(part.value)) {
          throw badRequest(textWith(/*i18n*/ '{field} must not contain NUL characters', { field: part.fieldname }), {
            [part.fieldname]: /*i18n*/ 'Must not contain NUL characters',
          });
        }
        fields[part.fieldname] = part.value;
        continue;
      }
      if (hasNul(part.filename)) throw badRequest(/*i18n*/ 'The file name must not contain NUL characters');
      file = await storeUpload(
        storage,
        part.file,
        { fileName: part.filename, mimeType: part.mimetype },
        maxBytes,
        folder,
      ).catch((error: unknown) => {
        // A broken body surfaces as the file stream's error: the uploader's fault, not the storage's.
        throw part.file.errored && !(error instanceof AppError) ? notMultipart() : error;
      });
    }
  } catch (error) {
    if (file) await storage.delete(`${folder}/${file.storedName}`);
    throw error;
  }
}
