import { ClipboardCheck, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/** Switches the register between view and marking mode. */
export function MarkToggle({ marking, onToggle }: { marking: boolean; onToggle: () => void }) {
  return (
    <Button variant={marking ? 'secondary' : 'primary'} onClick={onToggle}>
      {marking ? <X className="size-4" aria-hidden="true" /> : <ClipboardCheck className="size-4" aria-hidden="true" />}
      {marking ? 'Cancel Marking' : 'Mark Attendance'}
    </Button>
  );
}
