import { Trans } from '@lingui/react/macro';
import { ClipboardCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/** Opens the register in marking mode; the marking bar's own Cancel leaves it, so the header holds no second one. */
export function StartMarkingButton({ marking, onStart }: { marking: boolean; onStart: () => void }) {
  if (marking) return null;
  return (
    <Button onClick={onStart} icon={ClipboardCheck}>
      <Trans>Mark Attendance</Trans>
    </Button>
  );
}
