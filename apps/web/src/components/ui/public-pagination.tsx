import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

interface PaginationProps {
  /** Names the navigation landmark, e.g. "Course pages". */
  label: string;
  page: number;
  /** How many pages there are (0 when the list is empty). */
  pages: number;
  onPageChange: (page: number) => void;
}

/** Previous / Next with "Page x of y"; hidden while everything fits on one page. */
export function Pagination({ label, page, pages, onPageChange }: PaginationProps) {
  const last = Math.max(pages, 1);
  if (last <= 1 && page <= 1) return null;
  return (
    <nav aria-label={label} className="mt-8 flex items-center justify-between gap-3">
      <Button variant="secondary" onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
        <ChevronLeft className="size-4" aria-hidden="true" />
        Previous
      </Button>
      <p className="text-sm text-slate-700">
        Page {page} of {last}
      </p>
      <Button variant="secondary" onClick={() => onPageChange(page + 1)} disabled={page >= last}>
        Next
        <ChevronRight className="size-4" aria-hidden="true" />
      </Button>
    </nav>
  );
}
