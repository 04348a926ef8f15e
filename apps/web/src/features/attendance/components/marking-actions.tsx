import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCheck, Save, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

interface MarkingActionsProps {
  /** Absent while there is no register to fill. */
  onMarkAllPresent?: () => void;
  /** Absent when Save submits the surrounding form; otherwise it explains why nothing can be saved yet. */
  onSave?: () => void;
  saving?: boolean;
  /** While the register is loading or failed to load. */
  saveDisabled?: boolean;
  onCancel: () => void;
  /** A short tally of the register, shown beside the buttons. */
  children?: ReactNode;
}

/**
 * The marking mode's one bar: the tally, Mark all present, Save and Cancel. On a phone it is fixed to
 * the bottom of the screen, under the thumb whatever the scroll; from tablet width up it stays in reach
 * below the page header while a long register scrolls.
 */
export function MarkingActions({
  onMarkAllPresent,
  onSave,
  saving = false,
  saveDisabled = false,
  onCancel,
  children,
}: MarkingActionsProps) {
  const { t } = useLingui();
  return (
    <section
      aria-label={t`Marking actions`}
      className="fixed inset-x-0 bottom-0 z-10 flex flex-col gap-2 border-t border-indigo-200 bg-indigo-50/95 p-3 shadow-[0_-4px_12px_rgb(15_23_42/0.08)] backdrop-blur md:sticky md:top-16 md:bottom-auto md:mb-4 md:flex-row md:items-center md:justify-between md:gap-3 md:rounded-xl md:border md:shadow-none"
    >
      <div className="text-sm text-indigo-950">{children}</div>
      <div className="grid grid-cols-3 gap-2 md:flex md:flex-wrap">
        <Button
          variant="secondary"
          onClick={onMarkAllPresent}
          disabled={onMarkAllPresent === undefined || saving}
          icon={CheckCheck}
        >
          <Trans>Mark all present</Trans>
        </Button>
        <Button
          type={onSave ? 'button' : 'submit'}
          onClick={onSave}
          loading={saving}
          disabled={saveDisabled}
          icon={Save}
        >
          <Trans>Save Attendance</Trans>
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={saving} icon={X}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </section>
  );
}
