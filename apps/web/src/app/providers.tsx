import { I18nProvider } from '@lingui/react';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { i18n } from '../lib/i18n';
import { AppUpdatePrompt } from './app-update-prompt';

/*
 * The toaster loads beside the first screen rather than before it, keeping react-hot-toast out of
 * the landing page's JavaScript (docs/performance.md). A toast raised before it arrives waits in
 * react-hot-toast's store and shows when it mounts. Without it the app still works, so a failed
 * download leaves no toaster rather than an error page. TanStack Query's provider is not here but
 * in the routes (app/query-layout.tsx), for the same reason.
 */
const Toasts = lazy<ComponentType>(() =>
  import('./toasts').then(
    ({ Toasts }) => ({ default: Toasts }),
    () => ({ default: () => null }),
  ),
);

export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      {children}
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
      <AppUpdatePrompt />
    </I18nProvider>
  );
}
