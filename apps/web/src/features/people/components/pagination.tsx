import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button';

interface PaginationProps {
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark, e.g. "Students pages". */
  label: string;
}

/** Previous / Next with "Page x of y"; nothing when everything fits on one page. */
export function Pagination({ page, pages, onPageChange, label }: PaginationProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-3">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft className="size-4" aria-hidden="true" />
        Previous
      </Button>
      <p className="text-sm text-slate-700">
        Page {page} of {pages}
      </p>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        Next
        <ChevronRight className="size-4" aria-hidden="true" />
      </Button>
    </nav>
  );
}
