import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  type CompletedPart,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../../config';
import { assertSafeKey, type ByteRange, FileMissingError, type FileStorage } from './file-storage';

/** The smallest part S3 accepts (but the last); an upload holds this much memory. */
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
      // One buffer of PART_SIZE per upload, refilled for every part once the previous one was sent:
      // memory stays at PART_SIZE however large the file (lib-storage's Upload keeps two to three parts).
      const buffer = Buffer.allocUnsafe(PART_SIZE);
      let filled = 0;
      let uploadId: string | undefined;
      const parts: CompletedPart[] = [];
      const sendPart = async () => {
        uploadId ??= (
          await client.send(new CreateMultipartUploadCommand({ Bucket, Key: key, ContentType: contentType }))
        ).UploadId;
        const PartNumber = parts.length + 1;
        const { ETag } = await client.send(
          new UploadPartCommand({
            Bucket,
            Key: key,
            UploadId: uploadId,
            PartNumber,
            Body: buffer.subarray(0, filled),
            ContentLength: filled,
          }),
        );
        parts.push({ ETag, PartNumber });
        filled = 0;
      };
      try {
        for await (const chunk of body as AsyncIterable<Buffer>) {
          for (let offset = 0; offset < chunk.length; ) {
            const copied = chunk.copy(buffer, filled, offset);
            filled += copied;
            offset += copied;
            if (filled === PART_SIZE) await sendPart();
          }
        }
        if (!uploadId) {
          // A file smaller than one part is one plain PUT.
          await client.send(
            new PutObjectCommand({
              Bucket,
              Key: key,
              Body: buffer.subarray(0, filled),
              ContentLength: filled,
              ContentType: contentType,
            }),
          );
          return;
        }
        if (filled > 0) await sendPart();
        await client.send(
          new CompleteMultipartUploadCommand({
            Bucket,
            Key: key,
            UploadId: uploadId,
            MultipartUpload: { Parts: parts },
          }),
        );
      } catch (error) {
        if (uploadId) {
          await client
            .send(new AbortMultipartUploadCommand({ Bucket, Key: key, UploadId: uploadId }))
            .catch(() => undefined);
        }
        throw error;
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
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        // HeadBucket answers without a body, so the SDK's own message is often just "UnknownError".
        const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
        const reason =
          status === 404
            ? 'the bucket does not exist'
            : status === 403 || status === 401
              ? 'access denied (check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY)'
              : (error as Error).message;
        throw new Error(`${reason} at ${config.endpoint ?? 'AWS S3'}`, { cause: error });
      }
    },

    async close() {
      client.destroy();
    },
  };
}
