import { Trans } from '@lingui/react/macro';
import { CloudOff } from 'lucide-react';

/**
 * In place of a spinner while the browser is offline and nothing was kept to show: what is on its
 * way cannot come until the connection is back, and then it loads by itself (TanStack resumes paused reads).
 */
export function NeedsConnection() {
  return (
    <div role="status" className="w-full rounded-xl border border-slate-200 bg-white px-6 py-8 text-center">
      <CloudOff className="mx-auto size-8 text-slate-500" aria-hidden="true" />
      <p className="mt-3 font-medium text-slate-900">
        <Trans>You're offline</Trans>
      </p>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>This needs a connection. It will load when you're back online.</Trans>
      </p>
    </div>
  );
}
