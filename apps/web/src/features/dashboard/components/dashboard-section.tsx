import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Panel } from '../../../components/panel/panel';
import { TextLink } from '../../../components/ui/text-link';

interface DashboardSectionProps {
  title: string;
  /** Where the whole list is, linked as "View all" while there is something to show. */
  viewAll?: { to: string /** Completes "View all" for screen readers, e.g. "courses". */; what: string };
  /** Links or buttons on the right of the heading, instead of "View all". */
  action?: ReactNode;
  /** The section's empty state, when it has nothing to show: it stands for the content, without "View all". */
  empty?: ReactNode;
  children: ReactNode;
}

/** A titled card of the dashboard: its content, or its empty state, with the way to the whole list. */
export function DashboardSection({ title, viewAll, action, empty, children }: DashboardSectionProps) {
  const isEmpty = Boolean(empty);
  const what = viewAll?.what;
  return (
    <Panel
      title={title}
      className="p-5"
      aside={
        action ??
        (viewAll && !isEmpty && (
          <TextLink to={viewAll.to}>
            <Trans>
              View all<span className="sr-only"> {what}</span>
            </Trans>
          </TextLink>
        ))
      }
    >
      {isEmpty ? empty : children}
    </Panel>
  );
}

interface SectionListProps<TItem> {
  items: readonly TItem[];
  keyOf: (item: TItem) => string;
  /** How an item lines up on wider screens, beyond the stacking on a phone. */
  itemClassName: string;
  children: (item: TItem) => ReactNode;
}

/** The items of a dashboard section, one under another with dividers between them. */
export function SectionList<TItem>({ items, keyOf, itemClassName, children }: SectionListProps<TItem>) {
  return (
    <ul className="divide-y divide-slate-100">
      {items.map((item) => (
        <li key={keyOf(item)} className={`flex flex-col gap-3 py-4 first:pt-0 last:pb-0 ${itemClassName}`}>
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
