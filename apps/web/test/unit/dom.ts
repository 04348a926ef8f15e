/** The text of each element, in order: what a list, a row of headings or a column of cells reads as. */
export const textsOf = (elements: readonly HTMLElement[]): (string | null)[] =>
  elements.map((element) => element.textContent);

/** jsdom has <dialog> but not its methods: these open and close it as a browser's do. Call once per jsdom test file. */
export function installDialogMethods(): void {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
}
