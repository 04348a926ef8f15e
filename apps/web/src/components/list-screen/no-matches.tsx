import { useLingui } from '@lingui/react/macro';
import { type LucideIcon, SearchX } from 'lucide-react';
import { Button } from '../ui/button';
import { EmptyState } from '../ui/empty-state';

interface NoMatchesProps {
  title: string;
  description?: string;
  icon?: LucideIcon;
  /** Clears the search and filters; without it (nothing to clear) there is no button. */
  onClear?: false | (() => void);
  clearLabel?: string;
}

/** The empty state of a list whose search or filters match nothing, with a way back to everything. */
export function NoMatches({ title, description, icon = SearchX, onClear, clearLabel }: NoMatchesProps) {
  const { t } = useLingui();
  return (
    <EmptyState
      icon={icon}
      title={title}
      description={description}
      action={
        onClear && (
          <Button variant="secondary" onClick={onClear}>
            {clearLabel ?? t`Clear filters`}
          </Button>
        )
      }
    />
  );
}
