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

/** The marking mode's actions; from tablet width up they stay in reach below the page header while a long register scrolls. */
export function MarkingActions({
  onMarkAllPresent,
  onSave,
  saving = false,
  saveDisabled = false,
  onCancel,
  children,
}: MarkingActionsProps) {
  return (
    <div className="z-10 mb-4 flex flex-col gap-3 rounded-xl border border-indigo-200 bg-indigo-50/95 p-3 backdrop-blur sm:flex-row sm:items-center sm:justify-between md:sticky md:top-16">
      <div className="text-sm text-indigo-950">{children}</div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={onMarkAllPresent}
          disabled={onMarkAllPresent === undefined || saving}
          icon={CheckCheck}
        >
          Mark all present
        </Button>
        <Button
          type={onSave ? 'button' : 'submit'}
          onClick={onSave}
          loading={saving}
          disabled={saveDisabled}
          icon={Save}
        >
          Save Attendance
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={saving} icon={X}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
