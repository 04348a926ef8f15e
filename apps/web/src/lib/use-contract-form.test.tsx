// @vitest-environment jsdom
import { cleanup, configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { TextField } from '../components/ui/text-field';
import { ApiError } from './api-client';
import { useContractForm } from './use-contract-form';

const schema = z.object({ name: z.string().min(1, 'Enter a name'), email: z.string() });

interface Sent {
  name: string;
  email: string;
}

function NameForm({ send, onSent }: { send: (body: Sent) => Promise<string>; onSent: (answer: string) => void }) {
  const form = useContractForm({
    schema,
    defaultValues: { name: '', email: '' },
    failureMessage: 'Saving failed',
  });
  const onSubmit = form.submitTo({ mutateAsync: send }, (values) => values, { onSuccess: onSent });
  return (
    <form onSubmit={onSubmit} noValidate>
      <TextField label="Name" {...form.field('name')} />
      <TextField label="Email" {...form.field('email')} />
      <button type="submit" disabled={form.submitting}>
        Save
      </button>
    </form>
  );
}

configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// The first render in a fresh jsdom is slow on a busy machine; the tests wait on nothing else.
describe('useContractForm', { timeout: 30_000 }, () => {
  it('checks the fields by the schema before anything is sent', async () => {
    const send = vi.fn<(body: Sent) => Promise<string>>();
    render(<NameForm send={send} onSent={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a name')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the values and hands on the answer with the values sent', async () => {
    const onSent = vi.fn();
    render(<NameForm send={async (body) => `Saved ${body.name}`} onSent={onSent} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSent).toHaveBeenCalledWith('Saved Ada', { name: 'Ada', email: '' }));
  });

  it('puts the server’s field errors under their fields, without toasting them again', async () => {
    const toastError = vi.spyOn(toast, 'error');
    const refusal = new ApiError(409, 'This email is already registered', {
      email: 'This email is already registered',
    });
    render(<NameForm send={() => Promise.reject(refusal)} onSent={() => undefined} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('This email is already registered')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(toastError).not.toHaveBeenCalled();
  });

  it('toasts a refusal that names no field, or the fallback', async () => {
    const toastError = vi.spyOn(toast, 'error');
    render(<NameForm send={() => Promise.reject(new Error('offline'))} onSent={() => undefined} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(toastError).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(false);
  });
});
