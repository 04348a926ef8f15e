import type { ReactNode } from 'react';

interface ResultListProps<TItem> {
  items: readonly TItem[];
  keyOf: (item: TItem) => string;
  renderItem: (item: TItem) => ReactNode;
  /** The answer shown is the last page's while the next one loads: dimmed and marked busy. */
  busy: boolean;
  className: string;
  itemClassName?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/** A list of results, one item a row or card, dimmed while the next answer is on its way. */
export function ResultList<TItem>({
  items,
  keyOf,
  renderItem,
  busy,
  className,
  itemClassName,
  ...named
}: ResultListProps<TItem>) {
  return (
    <ul {...named} aria-busy={busy || undefined} className={`${className} ${busy ? 'opacity-60' : ''}`}>
      {items.map((item) => (
        <li key={keyOf(item)} className={itemClassName}>
          {renderItem(item)}
        </li>
      ))}
    </ul>
  );
}

/** The grid of cards on the public and explore pages. */
export const cardGridClassName = 'grid gap-6 sm:grid-cols-2 xl:grid-cols-3';
