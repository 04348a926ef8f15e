import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';

/**
 * While `when` holds, leaving the screen asks first: a link or Back inside the app opens a dialog,
 * and closing or reloading the tab gets the browser's own warning (browsers show no custom text there).
 */
export function UnsavedChangesGuard({ when, what }: { when: boolean; what: string }) {
  const { t } = useLingui();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t`Leave without saving?`}
      description={
        <p>
          <Trans>{what} will be lost if you leave this page now.</Trans>
        </p>
      }
      confirmLabel={t`Leave without saving`}
      cancelLabel={t`Stay on this page`}
      destructive
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
