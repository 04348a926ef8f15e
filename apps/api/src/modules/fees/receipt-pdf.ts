import { createRequire } from 'node:module';
import type { PaymentMethod } from '@tutorium/contract/fees';
import type { Language } from '@tutorium/contract/languages';
import PDFDocument from 'pdfkit';
import { translate } from '../../platform/language';
import { moneyText } from '../../platform/reader-language';
import { methodLabels, paidAtText } from './receipt-words';

/** What a receipt says: one payment, and its invoice as it stood once the payment was in. */
export interface ReceiptData {
  receiptNumber: number;
  paidAt: Date;
  /** The institute's zone (TIME_ZONE): the date is the institute's, whoever reads it. */
  timeZone: string;
  /** Null once the student's account is erased: the receipt stays, without their name. */
  studentName: string | null;
  courseTitle: string;
  currency: string;
  amountMinor: number;
  method: PaymentMethod;
  reference: string;
  /** Who took it at the desk; null for an online payment, or once that account is erased. */
  recordedBy: string | null;
  totalMinor: number;
  paidToDateMinor: number;
  dueMinor: number;
}

/*
 * Fontsource ships Noto Sans Devanagari cut into script subsets, each its own font file, and Hindi
 * text mixes scripts (Latin digits and names, "₹"). So each piece of text is drawn in runs, each run
 * in the subset that holds its characters. The files are found by package name, so the sources under
 * tsx and the bundle in dist/ read the same ones from node_modules. WOFF, not WOFF2: fontkit cannot
 * subset the WOFF2 files' composite glyphs (a RangeError as the PDF is finished).
 */
const require = createRequire(import.meta.url);
const scripts = ['latin', 'devanagari', 'latin-ext'] as const;
type Script = (typeof scripts)[number];
type Weight = 400 | 700;
const fontFile = (script: Script, weight: Weight): string =>
  require.resolve(`@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-${script}-${weight}-normal.woff`);
const faceName = (script: Script, weight: Weight) => `${script}-${weight}`;

type CodeRange = readonly [number, number];
// The subsets' unicode-ranges, as Fontsource's CSS declares them.
const DEVANAGARI: CodeRange[] = [
  [0x0900, 0x097f],
  [0x1cd0, 0x1cf9],
  [0x20a8, 0x20a8],
  [0x20b9, 0x20b9],
  [0x20f0, 0x20f0],
  [0x25cc, 0x25cc],
  [0xa830, 0xa839],
  [0xa8e0, 0xa8ff],
];
const LATIN: CodeRange[] = [
  [0x0020, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
];
const within = (ranges: CodeRange[], code: number) => ranges.some(([from, to]) => code >= from && code <= to);
/** Spaces and joiners stay in the run they fall in, so a Devanagari word's joiners shape with it. */
const isNeutral = (char: string, code: number) => /\s/u.test(char) || code === 0x200c || code === 0x200d;

/** `text` cut into runs of one script each; what no subset holds goes to latin-ext. */
function scriptRuns(text: string): { script: Script; text: string }[] {
  const runs: { script: Script; text: string }[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const last = runs.at(-1);
    const script: Script = isNeutral(char, code)
      ? (last?.script ?? 'latin')
      : within(DEVANAGARI, code)
        ? 'devanagari'
        : within(LATIN, code)
          ? 'latin'
          : 'latin-ext';
    if (last?.script === script) last.text += char;
    else runs.push({ script, text: char });
  }
  return runs;
}

const PAGE_MARGIN = 56;
const LABEL_WIDTH = 150;
const GAP = 8;
const INK = '#1f2933';
const MUTED = '#52606d';

/** Writes `text` at (x, y) within `width`, wrapping, each script in its own font; leaves doc.y below it. */
function write(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  style: { width: number; size: number; weight?: Weight; color?: string },
): void {
  const runs = scriptRuns(text);
  doc.fontSize(style.size).fillColor(style.color ?? INK);
  runs.forEach((run, index) => {
    doc.font(faceName(run.script, style.weight ?? 400));
    const continued = index < runs.length - 1;
    if (index === 0) doc.text(run.text, x, y, { width: style.width, continued });
    else doc.text(run.text, { continued });
  });
}

/**
 * A payment's receipt as a PDF, in `language`: the institute, the receipt's number and date, whom
 * and what it was for, how it was paid, and where the invoice stands after it.
 */
export function receiptPdf(data: ReceiptData, language: Language): Promise<Buffer> {
  const t = (text: string, values?: Record<string, string>) => translate(language, text, values);
  const money = (minor: number) => moneyText(language, minor, data.currency);
  const title = t(/*i18n*/ 'Receipt {number}', { number: String(data.receiptNumber) });
  const studentName = data.studentName ?? t(/*i18n*/ 'Former student');
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    // Its own fonts from the start, so pdfkit never loads its built-in Helvetica.
    font: fontFile('latin', 400),
    info: { Title: title, Subject: `${studentName}, ${data.courseTitle}`, Author: 'Tutorium' },
    lang: language,
  });
  for (const script of scripts) {
    for (const weight of [400, 700] as const) doc.registerFont(faceName(script, weight), fontFile(script, weight));
  }
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = PAGE_MARGIN;
  const width = doc.page.width - 2 * PAGE_MARGIN;
  write(doc, 'Tutorium', left, PAGE_MARGIN, { width, size: 22, weight: 700 });
  write(doc, t(/*i18n*/ 'Payment receipt'), left, doc.y + 2, { width, size: 14, color: MUTED });

  const row = (label: string, value: string, weight: Weight = 400) => {
    const top = doc.y + GAP;
    write(doc, label, left, top, { width: LABEL_WIDTH - GAP, size: 11, color: MUTED });
    const labelBottom = doc.y;
    write(doc, value, left + LABEL_WIDTH, top, { width: width - LABEL_WIDTH, size: 11, weight });
    doc.y = Math.max(doc.y, labelBottom);
  };
  const rule = () => {
    const at = doc.y + GAP * 1.5;
    doc
      .moveTo(left, at)
      .lineTo(left + width, at)
      .lineWidth(0.5)
      .strokeColor(MUTED)
      .stroke();
    doc.y = at;
  };

  doc.y += GAP;
  rule();
  row(t(/*i18n*/ 'Receipt number'), String(data.receiptNumber), 700);
  row(t(/*i18n*/ 'Date'), paidAtText(language, data.paidAt, data.timeZone));
  row(t(/*i18n*/ 'Student'), studentName);
  row(t(/*i18n*/ 'Course'), data.courseTitle);
  rule();
  row(t(/*i18n*/ 'Amount paid'), money(data.amountMinor), 700);
  row(t(/*i18n*/ 'Method'), t(methodLabels[data.method]));
  row(t(/*i18n*/ 'Reference'), data.reference || '—');
  row(t(/*i18n*/ 'Recorded by'), data.recordedBy ?? (data.method === 'online' ? t(/*i18n*/ 'Online payment') : '—'));
  rule();
  row(t(/*i18n*/ 'Invoice total'), money(data.totalMinor));
  row(t(/*i18n*/ 'Paid to date'), money(data.paidToDateMinor));
  row(t(/*i18n*/ 'Balance due'), money(data.dueMinor), 700);
  rule();
  write(doc, t(/*i18n*/ 'Thank you for your payment.'), left, doc.y + GAP * 2, { width, size: 10, color: MUTED });

  doc.end();
  return finished;
}
