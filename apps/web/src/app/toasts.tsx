import { TOAST_DURATION_MS } from '@tutorium/contract/limits';
import { Toaster } from 'react-hot-toast';
import { ToastLimit } from './toast-limit';

/** Where toasts show, with the seed spec's durations, and at most TOAST_LIMIT of them at once. */
export function Toasts() {
  return (
    <>
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
    </>
  );
}
