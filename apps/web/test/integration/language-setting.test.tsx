import { screen } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { users } from '../../../api/src/db/schema';
import { activateLanguage } from '../../src/lib/i18n';
import { withRealApi } from './real-api';

const api = withRealApi();

afterEach(async () => {
  localStorage.clear();
  await activateLanguage('en');
});

describe('Settings’ Language section against the real API', () => {
  it('saves the language to the account and switches every text at once, without a reload', async () => {
    const student = await api.signIn('student');
    const { user } = api.renderAt('/student/settings');

    const language = await screen.findByRole('combobox', { name: 'Language' });
    expect(language).toHaveProperty('value', 'en');
    await user.selectOptions(language, 'hi');
    await user.click(screen.getByRole('button', { name: 'Save Language' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'सेटिंग्स' })).toBeTruthy();
    expect(await screen.findByText('भाषा सहेज ली गई')).toBeTruthy();
    expect(document.documentElement.lang).toBe('hi');
    const [row] = await api.t.db.select({ language: users.language }).from(users).where(eq(users.id, student.id));
    expect(row?.language).toBe('hi');
  });

  it('shows a signed-in account in the language it saved', async () => {
    const student = await api.signIn('student');
    await api.t.db.update(users).set({ language: 'hi' }).where(eq(users.id, student.id));
    api.renderAt('/student/settings');

    expect(await screen.findByRole('heading', { level: 1, name: 'सेटिंग्स' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'भाषा' })).toHaveProperty('value', 'hi');
  });
});
