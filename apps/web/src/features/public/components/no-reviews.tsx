import { MessageSquare } from 'lucide-react';

/** Where a rating will show once reviews exist; until then the honest state (PRODUCT.md 1). */
export function NoReviews() {
  return (
    <p className="flex items-center gap-1.5 text-sm text-slate-600">
      <MessageSquare className="size-4 text-slate-500" aria-hidden="true" />
      No reviews yet
    </p>
  );
}
