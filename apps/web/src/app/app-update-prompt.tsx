import { Trans } from '@lingui/react/macro';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../components/ui/button';
import { reloadToNewestBuild, useUpdateAvailable } from '../lib/app-update';

/**
 * Offers to reload once a new build of Tutorium has been deployed (lib/app-update.ts), on every page:
 * the providers mount it once. It is part of the entry chunk and its texts are in the site's catalogue
 * (lingui.config.ts), because after a deployment the server no longer has the old build's other
 * chunks to load it from. The live region is there before its text, so screen readers announce the
 * text when it appears; the prompt takes no focus and comes last in the tab order.
 */
export function AppUpdatePrompt() {
  const available = useUpdateAvailable();
  const [reloading, setReloading] = useState(false);
  return (
    <div
      role="status"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-40 flex justify-center p-3 sm:justify-end sm:p-4"
    >
      {available && (
        <div className="pointer-events-auto flex w-full max-w-md items-center gap-3 rounded-lg border border-slate-200 bg-white p-3 shadow-lg">
          <p className="flex-1 text-sm font-medium text-slate-900">
            <Trans>A new version of Tutorium is ready.</Trans>
          </p>
          <Button
            size="sm"
            icon={RefreshCw}
            loading={reloading}
            onClick={() => {
              setReloading(true);
              void reloadToNewestBuild();
            }}
          >
            <Trans>Reload</Trans>
          </Button>
        </div>
      )}
    </div>
  );
}
