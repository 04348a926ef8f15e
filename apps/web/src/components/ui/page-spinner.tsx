import { useOnline } from '../../lib/offline/use-online';
import { NeedsConnection } from './needs-connection';
import { Spinner } from './spinner';

/*
 * A page or a section waiting for something to load. Offline it would wait for ever (reads pause
 * until the connection is back), so it says plainly that it needs a connection instead.
 */

export function PageSpinner({ label }: { label?: string }) {
  const online = useOnline();
  return (
    <div className="flex min-h-[50vh] w-full items-center justify-center">
      {online ? <Spinner size="lg" label={label} /> : <NeedsConnection />}
    </div>
  );
}

/** A large spinner with room above and below, where a section of a page (a table, a form) is on its way. */
export function SectionSpinner({ label }: { label?: string }) {
  const online = useOnline();
  return (
    <div className="flex justify-center py-16">
      {online ? <Spinner size="lg" label={label} /> : <NeedsConnection />}
    </div>
  );
}
