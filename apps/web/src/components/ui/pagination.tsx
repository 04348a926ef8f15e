import { Trans } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

interface PaginationProps {
  /** Names the navigation landmark, e.g. "Course pages". */
  label: string;
  page: number;
  /** How many pages there are (0 when the list is empty). */
  pages: number;
  onPageChange: (page: number) => void;
  /** Small buttons and less space above, for the portal's tables; the public pages use the full size. */
  compact?: boolean;
}

/**
 * Previous / Next with "Page x of y", announced as it changes; hidden while everything fits on one
 * page (but shown on a page past the end, so there is a way back).
 */
export function Pagination({ label, page, pages, onPageChange, compact = false }: PaginationProps) {
  const last = Math.max(pages, 1);
  if (last <= 1 && page <= 1) return null;
  const size = compact ? 'sm' : 'md';
  return (
    <nav aria-label={label} className={`${compact ? 'mt-4' : 'mt-8'} flex items-center justify-between gap-3`}>
      <Button
        variant="secondary"
        size={size}
        onClick={() => onPageChange(page - 1)}
        disabled={page <= 1}
        icon={ChevronLeft}
      >
        <Trans>Previous</Trans>
      </Button>
      <p className="text-sm text-slate-700" aria-live="polite">
        <Trans>
          Page {page} of {last}
        </Trans>
      </p>
      <Button variant="secondary" size={size} onClick={() => onPageChange(page + 1)} disabled={page >= last}>
        <Trans>Next</Trans>
        <ChevronRight className="size-4" aria-hidden="true" />
      </Button>
    </nav>
  );
}
