const units = ['KB', 'MB', 'GB'] as const;
const number = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });

/** "834 bytes", "12.5 KB", "3 MB": a byte count as people read it. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${number.format(value)} ${units[unit]}`;
}
