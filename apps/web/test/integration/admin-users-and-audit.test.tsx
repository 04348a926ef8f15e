import { screen, waitFor, within } from '@testing-library/react';
import { userMessages } from '@tutorium/contract/users';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../api/src/db/schema';
import { createStudentsNamed } from '../../../api/test/helpers/test-app';
import { answerDialog } from './forms';
import { withRealApi } from './real-api';

const api = withRealApi();

describe('User Management and the audit log against the real API', () => {
  it('searches every account, suspends one after confirming, deletes another, and the log records it', async () => {
    const [suspended, erased] = await createStudentsNamed(api.t, ['Sam Suspend', 'Eve Erase']);
    await api.signIn('admin');
    const { user, router } = api.renderAt('/admin/users');

    const search = await screen.findByRole('searchbox', { name: 'Search users' });
    await user.type(search, 'Sam Suspend');
    expect(await screen.findByText('1 user')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'All users' });
    await user.selectOptions(within(table).getByRole('combobox', { name: 'Status for Sam Suspend' }), 'suspended');
    const suspendDialog = await screen.findByRole('dialog', { name: 'Suspend Sam Suspend?' });
    await answerDialog(user, suspendDialog, 'Suspend', [userMessages.userUpdated]);
    await waitFor(async () => {
      const [row] = await api.t.db.select({ status: users.status }).from(users).where(eq(users.id, suspended.id));
      expect(row?.status).toBe('suspended');
    });

    await user.clear(search);
    await user.type(search, 'nobody at all');
    expect(await screen.findByText('No users match your search or filters')).toBeTruthy();
    await user.clear(search);
    await user.type(search, 'Eve Erase');
    expect(await screen.findByText('1 user')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete Eve Erase' }));
    const deleteDialog = await screen.findByRole('dialog', { name: 'Delete account?' });
    await answerDialog(user, deleteDialog, 'Delete account', [userMessages.userDeleted]);
    expect(await api.t.db.select().from(users).where(eq(users.id, erased.id))).toEqual([]);

    await user.click(screen.getAllByRole('link', { name: 'Audit Log' })[0] as HTMLElement);
    await expect.poll(() => router.state.location.pathname).toBe('/admin/audit-log');
    const log = await screen.findByRole('table', { name: 'Audit log entries, newest first' });
    expect(within(log).getByText('Account deleted by an administrator')).toBeTruthy();
  });

  it('only proposes a role until it is confirmed: Cancel puts the select back, Confirm saves, and the log shows the change', async () => {
    const [asha] = await createStudentsNamed(api.t, ['Asha Rao']);
    await api.signIn('admin');
    const { user } = api.renderAt('/admin/users?search=Asha');
    const table = await screen.findByRole('table', { name: 'All users' });
    const roleSelect = await within(table).findByRole('combobox', { name: 'Role for Asha Rao' });
    const roleOf = async () =>
      (await api.t.db.select({ role: users.role }).from(users).where(eq(users.id, asha.id)))[0]?.role;

    // The status is shown once: its select, with no badge beside it.
    const row = roleSelect.closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('combobox')
        .map((select) => select.getAttribute('aria-label')),
    ).toEqual(['Role for Asha Rao', 'Status for Asha Rao']);
    expect(within(row).queryByText('Active', { selector: 'span' })).toBeNull();

    await user.selectOptions(roleSelect, 'admin');
    const dialog = await screen.findByRole('dialog', { name: 'Make Asha Rao an Administrator?' });
    expect(within(dialog).getByText(/Administrators run all of Tutorium/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect((roleSelect as HTMLSelectElement).value).toBe('student'));
    expect(await roleOf()).toBe('student');

    await user.selectOptions(roleSelect, 'teacher');
    const confirm = await screen.findByRole('dialog', { name: 'Make Asha Rao a Teacher?' });
    await answerDialog(user, confirm, 'Make Teacher', [userMessages.userUpdated]);
    await waitFor(async () => expect(await roleOf()).toBe('teacher'));

    api.renderAt('/admin/audit-log?action=account.role_changed');
    const log = await screen.findByRole('table', { name: 'Audit log entries, newest first' });
    expect(within(log).getByRole('columnheader', { name: 'Change' })).toBeTruthy();
    expect(await within(log).findByText('Student → Teacher')).toBeTruthy();
  });

  it('tells a teacher the audit log is for administrators only', async () => {
    await api.signIn('teacher');
    api.renderAt('/admin/audit-log');

    expect(await screen.findByText('Only administrators can read the audit log.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
