/** A title as a safe download-name stem: "Algebra: Review!" becomes "algebra-review". */
export function fileNameStem(title: string, fallback: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return slug || fallback;
}

/**
 * Characters a file name must not keep: C0 and C1 controls, DEL, and the invisible direction and
 * width marks (U+202E turns "invoice\u202Efdp.exe" into what looks like "invoiceexe.pdf").
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const unsafeInName = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

/**
 * An uploaded file's name as we keep and show it: its last path part only, no controls or
 * direction overrides, no leading dots, at most `maxLength` characters with the extension kept.
 * Empty when nothing printable is left.
 */
export function cleanFileName(raw: string, maxLength = 200): string {
  const base = raw.normalize('NFC').split(/[/\\]/).pop() ?? '';
  const cleaned = base
    .replace(unsafeInName, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '');
  if (cleaned.length <= maxLength) return cleaned;
  const extension = /\.[^.]{1,10}$/.exec(cleaned)?.[0] ?? '';
  return cleaned.slice(0, maxLength - extension.length).trimEnd() + extension;
}

/** The lower-case extension of a file name without its dot ("" when it has none). */
export const fileExtension = (fileName: string): string => /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';

/**
 * A Content-Disposition header: the exact name as RFC 5987 UTF-8 (read first by browsers and our web
 * client) plus a plain ASCII fallback for old clients.
 */
export function contentDisposition(kind: 'attachment' | 'inline', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename*=UTF-8''${encoded}; filename="${ascii}"`;
}
