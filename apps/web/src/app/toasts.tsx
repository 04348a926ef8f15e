import { useLingui } from '@lingui/react';
import { TOAST_DURATION_MS } from '@tutorium/contract/limits';
import { ToastBar, Toaster } from 'react-hot-toast';
import { ToastLimit } from './toast-limit';

/**
 * Where toasts show, with the seed spec's durations, and at most TOAST_LIMIT of them at once. A toast's
 * text is drawn in the active language: a contract text (`messages.*`, a fallback, a server's success
 * message, which the API writes in English) from the contract's catalogue, which loads with the shell's;
 * any other as it was given.
 */
export function Toasts() {
  // Subscribes to a change of language, so a toast on screen is drawn again in the new one. A plain
  // look-up, not lib/contract-text.ts: a module shared with the routes would add a chunk to the entry's
  // preload list, on the landing page's path; the toasts' contract texts have no values to fill.
  const { i18n } = useLingui();
  const inLanguage = (text: string) => (i18n.messages[text] === undefined ? text : i18n._(text));
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
      >
        {(toast) => (
          <ToastBar
            toast={typeof toast.message === 'string' ? { ...toast, message: inLanguage(toast.message) } : toast}
          />
        )}
      </Toaster>
      <ToastLimit />
    </>
  );
}
