import { type RefObject, useState } from 'react';
import toast from 'react-hot-toast';
import { reportFormError } from './form-errors';
import { useFocusAfterClose } from './use-focus-after-close';

/** The part of a TanStack mutation that deletes one item by its id, answering with the server's message. */
interface DeleteMutation {
  mutate: (
    id: string,
    callbacks: { onSuccess: (answer: { message: string }) => void; onError: (error: Error) => void },
  ) => void;
  isPending: boolean;
}

interface ConfirmedDeletionOptions<TItem> {
  /** Toasted on success when the server's answer carries no message. */
  doneMessage: string;
  /** Toasted on failure when the error carries no message. */
  failedMessage: string;
  /** Where focus goes once the dialog has closed on the removed item (the list's heading or count). */
  focusAfter?: RefObject<HTMLElement | null>;
  /** The dialog stays open on a failure so that Delete can be tried again; by default it closes. */
  keepOpenOnError?: boolean;
  /** Runs once the dialog has closed on a success, e.g. to forget the item's cached queries. */
  afterDelete?: (item: TItem) => Promise<void> | void;
}

export interface ConfirmedDeletion<TItem> {
  /** The item the confirmation is open for. */
  item: TItem | null;
  /** Opens the confirmation for an item. */
  ask: (item: TItem) => void;
  /** What a ConfirmDialog needs besides its texts. */
  dialog: { open: boolean; loading: boolean; destructive: true; onConfirm: () => void; onCancel: () => void };
}

/**
 * Delete after a confirmation: the dialog opens for an item, Delete sends the mutation, a success is
 * toasted and closes the dialog with focus on `focusAfter` (the item's row and button are gone), a
 * failure is toasted.
 */
export function useConfirmedDeletion<TItem extends { id: string }>(
  mutation: DeleteMutation,
  { doneMessage, failedMessage, focusAfter, keepOpenOnError = false, afterDelete }: ConfirmedDeletionOptions<TItem>,
): ConfirmedDeletion<TItem> {
  const [item, setItem] = useState<TItem | null>(null);
  const { focusOnClose } = useFocusAfterClose(item !== null, focusAfter);

  const confirm = () => {
    if (item === null) return;
    mutation.mutate(item.id, {
      onSuccess: ({ message }) => {
        toast.success(message || doneMessage);
        focusOnClose();
        setItem(null);
        void afterDelete?.(item);
      },
      onError: (error) => {
        reportFormError(error, failedMessage);
        if (!keepOpenOnError) setItem(null);
      },
    });
  };

  return {
    item,
    ask: setItem,
    dialog: {
      open: item !== null,
      loading: mutation.isPending,
      destructive: true,
      onConfirm: confirm,
      onCancel: () => setItem(null),
    },
  };
}
