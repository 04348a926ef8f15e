const EXCERPT_LENGTH = 120;

/** A question's first words, without Markdown's marks, for a line of a table or list. */
export function excerptOf(prompt: string): string {
  const plain = prompt
    .replace(/[*_`#>[\]]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > EXCERPT_LENGTH ? `${plain.slice(0, EXCERPT_LENGTH)}…` : plain;
}
