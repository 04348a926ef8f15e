// @vitest-environment jsdom
import { cleanup, configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FormAlert } from '../components/ui/form-alert';
import { TextField } from '../components/ui/text-field';
import { ApiError } from './api-client';
import { contractResolver } from './contract-resolver';
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
    failureFields: { email_taken: { field: 'email', message: 'An account already exists with this email' } },
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

/** A form asking for one thing the contract knows under other names, showing refusals in place, focused on mount. */
function RequestForm({ send }: { send: (body: { subject: string; message: string }) => Promise<string> }) {
  const form = useContractForm({
    resolver: contractResolver(z.object({ need: z.string().min(1, 'Say what you need') })),
    defaultValues: { need: '' },
    failureMessage: 'Sending failed',
    serverFieldAliases: { subject: 'need', message: 'need' },
    failureShows: 'form',
    focusOnMount: 'need',
  });
  const onSubmit = form.submitTo({ mutateAsync: send }, ({ need }) => ({ subject: need, message: need }));
  return (
    <form onSubmit={onSubmit} noValidate>
      <TextField label="Need" {...form.field('need')} />
      <FormAlert message={form.formError} />
      <button type="submit">Send</button>
    </form>
  );
}

configure({ asyncUtilTimeout: 15_000 });

/** Types a name into the name form and saves it. */
async function saveAda() {
  await userEvent.type(screen.getByLabelText('Name'), 'Ada');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
}

/** Saves the name form to a server that refuses it with `refusal`. */
async function saveRefused(refusal: Error) {
  render(<NameForm send={() => Promise.reject(refusal)} onSent={() => undefined} />);
  await saveAda();
}

/** Checks that the email field is marked invalid and holds the focus. */
function expectEmailFlagged() {
  expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
  expect(document.activeElement).toBe(screen.getByLabelText('Email'));
}

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
    await saveAda();
    await vi.waitFor(() => expect(onSent).toHaveBeenCalledWith('Saved Ada', { name: 'Ada', email: '' }));
  });

  it('puts the server’s field errors under their fields, without toasting them again', async () => {
    const toastError = vi.spyOn(toast, 'error');
    const refusal = new ApiError(409, 'This email is already registered', {
      email: 'This email is already registered',
    });
    await saveRefused(refusal);

    expect(await screen.findByText('This email is already registered')).toBeTruthy();
    expectEmailFlagged();
    expect(toastError).not.toHaveBeenCalled();
  });

  it('puts a refusal about one field, known by its code, under that field in the form’s words', async () => {
    const toastError = vi.spyOn(toast, 'error');
    await saveRefused(new ApiError(409, 'Registration failed', {}, 'email_taken'));

    expect(await screen.findByText('An account already exists with this email')).toBeTruthy();
    expectEmailFlagged();
    expect(screen.queryByText('Registration failed')).toBeNull();
    expect(toastError).not.toHaveBeenCalled();
  });

  it('toasts a refusal that names no field, or the fallback', async () => {
    const toastError = vi.spyOn(toast, 'error');
    await saveRefused(new Error('offline'));
    await vi.waitFor(() => expect(toastError).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(false);
  });

  it('checks with a resolver of its own and focuses the field given on mount', async () => {
    const send = vi.fn<(body: { subject: string; message: string }) => Promise<string>>();
    render(<RequestForm send={send} />);
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Need')));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Say what you need')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('puts a server field’s error under the form field that carries it', async () => {
    const refusal = new ApiError(400, 'Validation failed', { message: 'Message is too long' });
    render(<RequestForm send={() => Promise.reject(refusal)} />);
    await userEvent.type(screen.getByLabelText('Need'), 'Notes');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message is too long')).toBeTruthy();
    expect(screen.getByLabelText('Need').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Validation failed');
  });

  it('shows a refusal that names no field in the form, not in a toast, until the next send', async () => {
    const toastError = vi.spyOn(toast, 'error');
    const send = vi
      .fn<(body: { subject: string; message: string }) => Promise<string>>()
      .mockRejectedValueOnce(new ApiError(429, 'Too many messages'))
      .mockResolvedValueOnce('Sent');
    render(<RequestForm send={send} />);
    await userEvent.type(screen.getByLabelText('Need'), 'Notes');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many messages');
    expect(toastError).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
