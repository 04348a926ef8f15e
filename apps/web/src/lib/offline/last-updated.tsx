import { Trans } from '@lingui/react/macro';
import { CloudOff, History } from 'lucide-react';
import { formatDateTime, useFormatLocale } from '../format';
import { useOnline } from './use-online';

/**
 * Whether data updated at `updatedAt` (a query's `dataUpdatedAt`, ms since the epoch) was fetched
 * before this page loaded, so it was restored from the copy kept on this device (the persisted query
 * cache) and has not been refreshed since. Anything this page fetched is newer than its time origin.
 */
const isFromEarlierVisit = (updatedAt: number): boolean => updatedAt > 0 && updatedAt < performance.timeOrigin;

interface LastUpdatedProps {
  /** When the data shown was fetched: a query's `dataUpdatedAt` (0, nothing fetched, shows nothing). */
  updatedAt: number;
  className?: string;
}

/**
 * Says when the data shown was last fetched, where it is not live: "Offline · last updated 4 Jun,
 * 10:00 am IST" while the browser has no connection, "Last updated …" while a copy restored from
 * this device waits for its refresh. Live data shows nothing.
 */
export function LastUpdated({ updatedAt, className = '' }: LastUpdatedProps) {
  const online = useOnline();
  useFormatLocale();
  if (updatedAt === 0 || (online && !isFromEarlierVisit(updatedAt))) return null;
  const time = formatDateTime(new Date(updatedAt).toISOString(), new Date());
  const Icon = online ? History : CloudOff;
  return (
    <p
      className={`flex w-fit items-center gap-1.5 rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-inset ring-amber-200 ${className}`}
    >
      <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      {online ? <Trans>Last updated {time}</Trans> : <Trans>Offline · last updated {time}</Trans>}
    </p>
  );
}
