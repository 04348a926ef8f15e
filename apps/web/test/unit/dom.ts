/** The text of each element, in order: what a list, a row of headings or a column of cells reads as. */
export const textsOf = (elements: readonly HTMLElement[]): (string | null)[] =>
  elements.map((element) => element.textContent);
