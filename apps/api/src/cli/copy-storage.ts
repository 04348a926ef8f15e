import { ConfigError, loadConfig } from '../config';
import { resourceFolder, storedContentType } from '../modules/resources/public';
import { copyFiles } from '../platform/storage/copy';
import { createLocalStorage } from '../platform/storage/local';
import { createS3Storage } from '../platform/storage/s3';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** `npm run storage:copy`: copies the files under DATA_DIR into the S3 bucket the settings name. */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.s3) {
    throw new ConfigError(
      'Set S3_BUCKET (with S3_ENDPOINT, S3_REGION and the AWS_* credentials as needed) to the bucket to copy into.',
    );
  }
  const source = createLocalStorage(config.dataDir);
  const target = createS3Storage(config.s3);
  try {
    await target.check().catch((error: unknown) => {
      throw new ConfigError(`Cannot reach ${target.location}: ${(error as Error).message}`);
    });
    console.log(`Copying ${source.location}/${resourceFolder} to ${target.location}`);
    const report = await copyFiles(source, target, resourceFolder, storedContentType, (key, outcome, bytes) =>
      console.log(`  ${outcome.padEnd(13)} ${key} (${megabytes(bytes)})`),
    );
    const copiedBytes = report.copied.reduce((sum, file) => sum + file.bytes, 0);
    console.log(
      `Copied ${report.copied.length} file(s), ${megabytes(copiedBytes)}; ${report.alreadyThere.length} already in the bucket.`,
    );
    console.log(`The files under ${source.location} are kept; remove them once every instance uses the bucket.`);
  } finally {
    await target.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
