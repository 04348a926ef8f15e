/** A title as a safe download-name stem: "Algebra: Review!" becomes "algebra-review". */
export function fileNameStem(title: string, fallback: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return slug || fallback;
}
