import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Config } from '../../config';
import { assertSafeKey, type ByteRange, FileMissingError, type FileStorage } from './index';

/** The smallest part S3 accepts; with one part in flight, an upload holds about this much memory. */
const PART_SIZE = 5 * 1024 * 1024;

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/** Objects in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Garage): shared by every instance. */
export function createS3Storage(config: S3Config): FileStorage {
  const client = new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Newer SDK defaults add CRC checksums with chunked trailers that several S3-compatible servers refuse.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;

  return {
    kind: 's3',
    location: `s3://${Bucket}`,

    async put(key, body, contentType) {
      assertSafeKey(key);
      // One part at a time keeps memory at about PART_SIZE per upload; a failed multipart upload is aborted.
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: body, ContentType: contentType },
        partSize: PART_SIZE,
        queueSize: 1,
        leavePartsOnError: false,
      });
      let bodyError: unknown = null;
      body.once('error', (error) => {
        bodyError = error;
      });
      try {
        await upload.done();
      } catch (error) {
        // The body's own error (the size limit) is the one the caller can act on.
        throw bodyError ?? error;
      }
    },

    async get(key, range?: ByteRange) {
      assertSafeKey(key);
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        if (!(object.Body instanceof Readable)) throw new Error(`S3 returned no readable body for ${key}`);
        return object.Body;
      } catch (error) {
        if (isNotFound(error)) throw new FileMissingError(key);
        throw error;
      }
    },

    async size(key) {
      assertSafeKey(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return head.ContentLength ?? 0;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async *list(prefix) {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: `${prefix}/`, Delimiter: '/', ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },

    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },

    async close() {
      client.destroy();
    },
  };
}
