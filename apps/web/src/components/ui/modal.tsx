import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { type ComponentProps, type ReactNode, useLayoutEffect, useRef } from 'react';

type DialogFrameProps = Omit<ComponentProps<'dialog'>, 'open' | 'onCancel' | 'onClose' | 'onClick' | 'ref'> & {
  open: boolean;
  /** Escape, a click on the backdrop or the close button. */
  onDismiss: () => void;
  /** The close button's accessible name. */
  closeLabel: string;
  /** The close button's place and colours over the content. */
  closeClassName: string;
  closeDisabled?: boolean;
  /** The box inside the dialog, which holds the close button and the content. */
  bodyClassName: string;
  children: ReactNode;
};

/**
 * A native <dialog> shown as a modal: the browser traps focus, makes the page inert, closes on Escape
 * and hands focus back to the control that opened it. It opens in a layout effect, so the
 * content's own effects can already move focus inside it.
 */
export function DialogFrame({
  open,
  onDismiss,
  closeLabel,
  closeClassName,
  closeDisabled = false,
  bodyClassName,
  children,
  ...props
}: DialogFrameProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (dialog === null) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click handler only catches backdrop clicks; keyboards close the dialog with Escape (onCancel) or the close button.
    <dialog
      {...props}
      ref={dialogRef}
      onCancel={(event) => {
        event.preventDefault();
        onDismiss();
      }}
      onClose={() => {
        if (open) onDismiss();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onDismiss();
      }}
    >
      <div className={bodyClassName}>
        <button
          type="button"
          onClick={onDismiss}
          disabled={closeDisabled}
          aria-label={closeLabel}
          className={`absolute rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:opacity-50 ${closeClassName}`}
        >
          <X className="size-5" aria-hidden="true" />
        </button>
        {children}
      </div>
    </dialog>
  );
}

interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** The id of the heading that names the dialog. */
  labelledBy: string;
  children: ReactNode;
  /** A busy dialog (a save under way) ignores Escape, backdrop clicks and its Close button. */
  busy?: boolean;
}

/** A modal dialog over the page. The content unmounts when it closes, which also stops a playing video. */
export function Modal({ open, onClose, labelledBy, children, busy = false }: ModalProps) {
  const { t } = useLingui();
  return (
    <DialogFrame
      open={open}
      onDismiss={() => {
        if (!busy) onClose();
      }}
      closeLabel={t`Close`}
      closeClassName="top-3 right-3"
      closeDisabled={busy}
      bodyClassName="relative p-5 sm:p-6"
      aria-labelledby={labelledBy}
      aria-modal="true"
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-2xl overflow-y-auto rounded-xl bg-white p-0 shadow-xl backdrop:bg-slate-900/50"
    >
      {open && children}
    </DialogFrame>
  );
}
