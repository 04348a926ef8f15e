import { Trans } from '@lingui/react/macro';
import type { GradebookCell } from '@tutorium/contract/gradebook';
import { formatNumber } from '../../../lib/format';

/** "7 / 10", in the reader's digits. */
const markOf = (earned: number, outOf: number) => `${formatNumber(earned)} / ${formatNumber(outOf)}`;

/**
 * One mark of the gradebook: the mark when it counts, else its state in words; work waiting to be
 * graded or released shows the mark so far, muted, where there is one (only the teacher sees it).
 */
export function CellMark({ cell }: { cell: GradebookCell }) {
  const { earned, outOf } = cell;
  const soFar = earned === null ? null : markOf(earned, outOf);
  switch (cell.state) {
    case 'graded':
      return (
        <span className="font-medium whitespace-nowrap text-slate-900">
          {earned === null ? '—' : markOf(earned, outOf)}
        </span>
      );
    case 'waiting':
      return (
        <span className="whitespace-nowrap text-amber-800">
          <Trans>Waiting</Trans>
          {soFar !== null && (
            <span className="block text-xs text-slate-600">
              <Trans>{soFar} so far</Trans>
            </span>
          )}
        </span>
      );
    case 'missing':
      return (
        <span className="font-medium whitespace-nowrap text-red-700">
          <Trans>Missing</Trans>
        </span>
      );
    case 'open':
      return (
        <span className="whitespace-nowrap text-slate-600">
          <Trans>Not due</Trans>
        </span>
      );
  }
}
