import { Trans } from '@lingui/react/macro';
import { CloudOff } from 'lucide-react';
import { useOnline } from './use-online';

/**
 * Above every portal screen while the browser is offline: what was kept on this device still reads,
 * and changes that need the server wait or say so (lib/offline/queued-writes.ts, api-client.ts).
 * A live region, so a screen reader hears the connection go; it leaves when the connection is back.
 */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status">
      {online ? null : (
        <p className="mb-6 flex items-start gap-3 rounded-xl border border-slate-300 bg-slate-100 p-4 text-sm text-slate-900">
          <CloudOff className="mt-0.5 size-5 shrink-0 text-slate-600" aria-hidden="true" />
          <span>
            <Trans>You're offline. You can read what was saved; changes that need a connection are paused.</Trans>
          </span>
        </p>
      )}
    </div>
  );
}
