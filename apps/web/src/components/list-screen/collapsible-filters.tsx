import { useLingui } from '@lingui/react/macro';
import { SlidersHorizontal } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '../ui/button';

interface CollapsibleFiltersProps {
  /** How many filters are set, shown on the button so a closed panel still says the list is narrowed. */
  active: number;
  /** Placement of the whole block in the screen's layout, e.g. "mb-6" or "self-start". */
  className?: string;
  /** The filter bar. */
  children: ReactNode;
}

/**
 * A list screen's filters, behind a "Filters (n)" button on narrow screens so the results start in
 * the first screen; from the `lg` width on, the filters show as they always did and the button is
 * gone. The button is a disclosure (aria-expanded, aria-controls), and the closed panel is not
 * displayed, so its controls are out of the tab order and the accessibility tree. Focus stays on the
 * button when the panel opens, the next Tab entering it, rather than jumping into the search box,
 * which would raise a phone's keyboard over the filters.
 */
export function CollapsibleFilters({ active, className, children }: CollapsibleFiltersProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const panelId = useId();

  return (
    <div className={className}>
      <Button
        variant="secondary"
        fullWidth
        icon={SlidersHorizontal}
        className="lg:hidden"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {active > 0 ? t`Filters (${active})` : t`Filters`}
      </Button>
      <div id={panelId} className={open ? 'mt-4 lg:mt-0' : 'hidden lg:block'}>
        {children}
      </div>
    </div>
  );
}
