// @vitest-environment jsdom
import { cleanup, configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installDialogMethods } from '../../test/unit/dom';
import { renderInI18n } from '../../test/unit/i18n';
import { ConfirmDialog } from '../components/ui/confirm-dialog';
import { useConfirmedDeletion } from './use-confirmed-deletion';

interface Note {
  id: string;
  title: string;
}

type Answer = { ok: true; message: string } | { ok: false; error: Error };

/** A stand-in for a TanStack mutation that answers at once with what the test says. */
function fakeMutation(answer: Answer, sent: string[]) {
  return {
    isPending: false,
    mutate: (
      id: string,
      callbacks: { onSuccess: (answer: { message: string }) => void; onError: (error: Error) => void },
    ) => {
      sent.push(id);
      if (answer.ok) callbacks.onSuccess({ message: answer.message });
      else callbacks.onError(answer.error);
    },
  };
}

function NoteList({
  answer,
  sent,
  keepOpenOnError,
  afterDelete,
}: {
  answer: Answer;
  sent: string[];
  keepOpenOnError?: boolean;
  afterDelete?: (note: Note) => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const deletion = useConfirmedDeletion<Note>(fakeMutation(answer, sent), {
    doneMessage: 'Note deleted',
    failedMessage: 'Could not delete the note',
    focusAfter: headingRef,
    keepOpenOnError,
    afterDelete,
  });
  return (
    <>
      <h2 ref={headingRef} tabIndex={-1}>
        Notes
      </h2>
      <button type="button" onClick={() => deletion.ask({ id: 'n1', title: 'Shopping' })}>
        Delete Shopping
      </button>
      <ConfirmDialog
        {...deletion.dialog}
        title="Delete note?"
        description={deletion.item?.title}
        confirmLabel="Delete"
      />
    </>
  );
}

configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

installDialogMethods();

describe('useConfirmedDeletion', { timeout: 30_000 }, () => {
  it('deletes the item asked about, toasts the fallback for an answer without a message, closes and focuses the list', async () => {
    const success = vi.spyOn(toast, 'success');
    const afterDelete = vi.fn();
    const sent: string[] = [];
    renderInI18n(<NoteList answer={{ ok: true, message: '' }} sent={sent} afterDelete={afterDelete} />);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Shopping' }));
    expect(screen.getByRole('dialog', { name: 'Delete note?' }).textContent).toContain('Shopping');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));

    expect(sent).toEqual(['n1']);
    expect(success).toHaveBeenCalledWith('Note deleted');
    expect(afterDelete).toHaveBeenCalledWith({ id: 'n1', title: 'Shopping' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Notes' }));
  });

  it('toasts the server’s own message on success', async () => {
    const success = vi.spyOn(toast, 'success');
    renderInI18n(<NoteList answer={{ ok: true, message: 'Shopping is gone' }} sent={[]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Shopping' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(success).toHaveBeenCalledWith('Shopping is gone');
  });

  it('toasts a failure and closes the dialog', async () => {
    const error = vi.spyOn(toast, 'error');
    renderInI18n(<NoteList answer={{ ok: false, error: new Error('') }} sent={[]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Shopping' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(error).toHaveBeenCalledWith('Could not delete the note', expect.anything());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the dialog open on a failure when asked to, so Delete can be tried again', async () => {
    vi.spyOn(toast, 'error');
    const sent: string[] = [];
    renderInI18n(<NoteList answer={{ ok: false, error: new Error('Server down') }} sent={sent} keepOpenOnError />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Shopping' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('dialog', { name: 'Delete note?' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(sent).toEqual(['n1', 'n1']);
  });

  it('closes without deleting on Cancel', async () => {
    const sent: string[] = [];
    renderInI18n(<NoteList answer={{ ok: true, message: '' }} sent={sent} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Shopping' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(sent).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
