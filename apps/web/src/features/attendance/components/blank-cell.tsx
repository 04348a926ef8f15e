import { Trans } from '@lingui/react/macro';

/** An empty table cell: a dash to the eye, "None" to a screen reader. */
export function BlankCell() {
  return (
    <>
      <span aria-hidden="true" className="text-slate-400">
        —
      </span>
      <span className="sr-only">
        <Trans>None</Trans>
      </span>
    </>
  );
}
