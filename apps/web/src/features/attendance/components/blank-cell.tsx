/** An empty table cell: a dash to the eye, "None" to a screen reader. */
export function BlankCell() {
  return (
    <>
      <span aria-hidden="true" className="text-slate-400">
        —
      </span>
      <span className="sr-only">None</span>
    </>
  );
}
