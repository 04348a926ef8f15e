import { QueryClientProvider } from '@tanstack/react-query';
import { TOAST_DURATION_MS } from '@tutorium/contract/limits';
import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { queryClient } from './query-client';
import { ToastLimit } from './toast-limit';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster
        position="top-center"
        toastOptions={{
          blank: { duration: TOAST_DURATION_MS.blank },
          success: { duration: TOAST_DURATION_MS.success },
          error: { duration: TOAST_DURATION_MS.error },
          loading: { duration: Number.POSITIVE_INFINITY },
          className: 'text-sm',
        }}
      />
      <ToastLimit />
    </QueryClientProvider>
  );
}
