// @vitest-environment jsdom

import { act, cleanup, configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerFormSchema } from '@tutorium/contract/auth';
import { messages } from '@tutorium/contract/messages';
import toast from 'react-hot-toast';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderInI18n } from '../../test/unit/i18n';
import { TextField } from '../components/ui/text-field';
import { activateLanguage, shellCatalogue, withCatalogues } from '../lib/i18n';
import { useContractForm } from '../lib/use-contract-form';
import { Toasts } from './toasts';

/** The sign-up form's fields that the contract's schema checks, as the register form lays them out. */
function SignUpForm() {
  const form = useContractForm({
    schema: registerFormSchema,
    defaultValues: { name: '', email: '', phone: '', specialization: '', password: '', confirmPassword: '' },
    failureMessage: messages.register.failed,
  });
  return (
    <form onSubmit={form.submitTo({ mutateAsync: async () => undefined }, (values) => values)} noValidate>
      <TextField label="Name" {...form.field('name')} />
      <TextField label="Email" {...form.field('email')} />
      <TextField label="Password" {...form.field('password')} />
      <button type="submit">Sign up</button>
    </form>
  );
}

/** The shell's catalogue, which brings the contract's, in `language`, as a page other than the landing page loads it. */
async function readIn(language: 'en' | 'hi') {
  await activateLanguage(language);
  await withCatalogues([shellCatalogue], async () => undefined);
}

configure({ asyncUtilTimeout: 15_000 });
beforeAll(() => {
  // The toaster asks whether motion is reduced; jsdom has no matchMedia.
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as never;
});
afterEach(async () => {
  act(() => toast.remove());
  cleanup();
  await activateLanguage('en');
});

describe('contract texts on the web', { timeout: 30_000 }, () => {
  it('show a form’s validation messages in Hindi, a message with a value included', async () => {
    await readIn('hi');
    renderInI18n(<SignUpForm />);
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('नाम ज़रूरी है')).toBeTruthy();
    expect(screen.getByText('कृपया एक सही ईमेल पता डालें')).toBeTruthy();
    expect(screen.getByText('पासवर्ड कम से कम 8 अक्षरों का होना चाहिए')).toBeTruthy();
  });

  it('show them exactly as written in English', async () => {
    await readIn('en');
    renderInI18n(<SignUpForm />);
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
  });

  it('toast a contract message in the active language, and again in the new one after a switch', async () => {
    await readIn('hi');
    renderInI18n(<Toasts />);
    act(() => {
      toast.error(messages.register.failed);
    });
    expect(await screen.findByText('पंजीकरण नहीं हो सका')).toBeTruthy();
    await act(() => activateLanguage('en'));
    expect(await screen.findByText('Registration failed')).toBeTruthy();
  });

  it('leave a text no contract catalogue holds as it is (a server answer already in Hindi)', async () => {
    await readIn('hi');
    renderInI18n(<Toasts />);
    act(() => {
      toast.success('आपका संदेश पहुँच गया');
    });
    expect(await screen.findByText('आपका संदेश पहुँच गया')).toBeTruthy();
  });
});
