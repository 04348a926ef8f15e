import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { notFound } from '../errors';
import { contentDisposition } from '../file-names';
import { languageOf, translate } from '../language';
import { type ByteRange, FileMissingError, type FileStorage } from './file-storage';

/**
 * The one range a `Range: bytes=…` header asks for within a file of `size` bytes: null to send the
 * whole file (no header, or a form we do not serve, such as several ranges), 'unsatisfiable' when it
 * lies outside the file.
 */
function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [, first = '', last = ''] = match;
  if (first === '') {
    // "bytes=-500": the last 500 bytes.
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

export interface StoredFileAnswer {
  key: string;
  size: number;
  mimeType: string;
  fileName: string;
  disposition: 'attachment' | 'inline';
}

/** Streams a stored file (or the one range asked for) with its type, name and length; videos can seek. */
export async function sendStoredFile(
  reply: FastifyReply,
  storage: FileStorage,
  file: StoredFileAnswer,
  rangeHeader: string | undefined,
  messages: { missing: string; rangeNotSatisfiable: string },
): Promise<FastifyReply> {
  const range = parseRange(rangeHeader, file.size);
  reply.header('accept-ranges', 'bytes');
  if (range === 'unsatisfiable') {
    return reply
      .status(416)
      .header('content-range', `bytes */${file.size}`)
      .send({
        success: false,
        code: 'range_not_satisfiable',
        message: translate(languageOf(reply.request), messages.rangeNotSatisfiable),
      });
  }
  let body: Readable;
  try {
    body = await storage.get(file.key, range ?? undefined);
  } catch (error) {
    if (!(error instanceof FileMissingError)) throw error;
    reply.log.error(
      { key: file.key },
      storage.kind === 'local'
        ? `stored file missing from ${storage.location}: if several instances share the database, each keeps its own files unless S3_BUCKET is set`
        : 'stored file missing',
    );
    throw notFound(messages.missing);
  }
  reply
    .header('content-type', file.mimeType)
    .header('content-disposition', contentDisposition(file.disposition, file.fileName))
    .header('cache-control', 'private, no-cache');
  if (!range) return reply.status(200).header('content-length', file.size).send(body);
  return reply
    .status(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
    .header('content-length', range.end - range.start + 1)
    .send(body);
}
