import type { FileStorage } from './file-storage';

export interface CopyReport {
  copied: { key: string; bytes: number }[];
  alreadyThere: string[];
}

/**
 * Copies every file under `folder` from one storage to another, skipping those the target already
 * holds at the same size, so running it again after an interruption finishes the job.
 */
export async function copyFiles(
  source: FileStorage,
  target: FileStorage,
  folder: string,
  contentTypeOf: (key: string) => string,
  onFile: (key: string, outcome: 'copied' | 'already there', bytes: number) => void = () => {},
): Promise<CopyReport> {
  const report: CopyReport = { copied: [], alreadyThere: [] };
  for await (const key of source.list(folder)) {
    const [size, existing] = await Promise.all([source.size(key), target.size(key)]);
    if (size === null) continue;
    if (existing === size) {
      report.alreadyThere.push(key);
      onFile(key, 'already there', size);
      continue;
    }
    await target.put(key, await source.get(key), contentTypeOf(key));
    report.copied.push({ key, bytes: size });
    onFile(key, 'copied', size);
  }
  return report;
}
