import { QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { queryClient } from './query-client';

/*
 * The toaster loads beside the first screen rather than before it, keeping react-hot-toast out of
 * the landing page's JavaScript (docs/performance.md). A toast raised before it arrives waits in
 * react-hot-toast's store and shows when it mounts. Without it the app still works, so a failed
 * download leaves no toaster rather than an error page.
 */
const Toasts = lazy<ComponentType>(() =>
  import('./toasts').then(
    ({ Toasts }) => ({ default: Toasts }),
    () => ({ default: () => null }),
  ),
);

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
    </QueryClientProvider>
  );
}
