import { X } from 'lucide-react';
import { type ReactNode, useLayoutEffect, useRef } from 'react';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** The id of the heading that names the dialog. */
  labelledBy: string;
  children: ReactNode;
  /** A busy dialog (a save under way) ignores Escape, backdrop clicks and its Close button. */
  busy?: boolean;
}

/**
 * A modal on the native <dialog>: the browser traps focus, makes the page inert, closes on Escape
 * and hands focus back to the control that opened it. It opens in a layout effect, so the
 * content's own effects can already move focus inside it. The content unmounts when it closes,
 * which also stops a playing video.
 */
export function Modal({ open, onClose, labelledBy, children, busy = false }: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (dialog === null) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);

  const requestClose = () => {
    if (!busy) onClose();
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click handler only catches backdrop clicks; keyboards close the dialog with Escape (onCancel) or the Close button.
    <dialog
      ref={dialogRef}
      aria-labelledby={labelledBy}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault();
        requestClose();
      }}
      onClose={() => {
        if (open) onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) requestClose();
      }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-2xl overflow-y-auto rounded-xl bg-white p-0 shadow-xl backdrop:bg-slate-900/50"
    >
      {open && (
        <div className="relative p-5 sm:p-6">
          <button
            type="button"
            onClick={requestClose}
            disabled={busy}
            aria-label="Close"
            className="absolute top-3 right-3 rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:opacity-50"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
          {children}
        </div>
      )}
    </dialog>
  );
}
