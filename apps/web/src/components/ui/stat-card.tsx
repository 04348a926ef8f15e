import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { IconTile } from './icon-tile';

export interface StatCardProps {
  label: string;
  /** The figure, already formatted; a sentence such as "No records yet" when there is none. */
  value: ReactNode;
  icon: LucideIcon;
  /** Where the card leads; without it the card is plain text. */
  to?: string;
  /** A short line under the figure, e.g. "3 of 5 courses". */
  detail?: ReactNode;
}

const cardClassName = 'flex h-full items-start gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm';
const linkClassName =
  'transition hover:border-indigo-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

/** One labelled figure; the whole card is the link when it leads somewhere. */
function StatCard({ label, value, icon: Icon, to, detail }: StatCardProps) {
  const content = (
    <>
      <IconTile icon={Icon} />
      <span className="flex min-w-0 flex-col">
        <span className="text-sm font-medium text-slate-600">{label}</span>
        <span className="mt-1 text-2xl font-bold break-words text-slate-900">{value}</span>
        {detail !== undefined && <span className="mt-1 text-xs text-slate-600">{detail}</span>}
      </span>
    </>
  );
  return to === undefined ? (
    <div className={cardClassName}>{content}</div>
  ) : (
    <Link to={to} className={`${cardClassName} ${linkClassName}`}>
      {content}
    </Link>
  );
}

/** A row of stat cards as a list named for screen readers: one across on a phone, two on a tablet, four on a desktop. */
export function StatGrid({ label, cards }: { label: string; cards: readonly StatCardProps[] }) {
  return (
    <ul aria-label={label} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {cards.map((card) => (
        <li key={card.label}>
          <StatCard {...card} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The stat grid's place while its figures load: the same grid of cards, each as tall as its card
 * will be (`withDetail`, one entry per card: whether it has a detail line), so nothing below moves
 * when the figures arrive. Screen readers hear the label.
 */
export function StatGridPlaceholder({ label, withDetail }: { label: string; withDetail: readonly boolean[] }) {
  return (
    <div>
      <span role="status" className="sr-only">
        {label}
      </span>
      <ul aria-hidden="true" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {withDetail.map((detail, index) => (
          // The placeholders never move or change: their place is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index}>
            <div className={`${cardClassName} motion-safe:animate-pulse`}>
              <span className="size-10 shrink-0 rounded-lg bg-slate-100" />
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="h-5 w-2/3 rounded bg-slate-100" />
                <span className="mt-1 h-8 w-1/3 rounded bg-slate-100" />
                {detail && <span className="mt-1 h-4 w-3/4 rounded bg-slate-100" />}
              </span>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
