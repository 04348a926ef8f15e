import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, users } from '../../../api/src/db/schema';
import { withRealApi } from './real-api';

const api = withRealApi();

/** Types each value into the text box of that name. */
async function typeInto(user: UserEvent, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await user.type(screen.getByRole('textbox', { name }), value);
}

describe('Profile and Notifications against the real API', () => {
  it('edits the profile: refuses an empty name and a bad phone, then saves and shows the new details', async () => {
    const teacher = await api.signIn('teacher');
    const { user } = api.renderAt('/admin/profile');

    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const name = screen.getByRole('textbox', { name: 'Full Name' });
    await user.clear(name);
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), 'call me');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Please enter a valid phone number')).toBeTruthy();

    await user.clear(screen.getByRole('textbox', { name: 'Phone' }));
    await typeInto(user, {
      'Full Name': 'Dorothy Hodgkin',
      Phone: '+44 1865 270000',
      Specialization: 'Crystallography',
    });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeTruthy();
    expect(within(screen.getByRole('main')).getByText('+44 1865 270000')).toBeTruthy();
    const [row] = await api.t.db.select().from(users).where(eq(users.id, teacher.id));
    expect(row).toMatchObject({ name: 'Dorothy Hodgkin', phone: '+44 1865 270000', specialization: 'Crystallography' });
  });

  it('edits a student’s profile, whose form asks for interests instead of teaching details', async () => {
    const student = await api.signIn('student');
    const { user } = api.renderAt('/student/profile');

    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    expect(screen.queryByRole('textbox', { name: 'Specialization' })).toBeNull();
    await typeInto(user, { Address: '12 Parks Road, Oxford', Interests: 'Botany, astronomy' });
    // A student's age decides who approves their guardian links (docs/product.md, "Guardians").
    await user.type(screen.getByLabelText('Date of birth (optional)'), '2005-03-04');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeTruthy();
    expect(within(screen.getByRole('main')).getByText('Botany, astronomy')).toBeTruthy();
    expect(within(screen.getByRole('main')).getByText('4 Mar 2005')).toBeTruthy();
    const [row] = await api.t.db.select().from(users).where(eq(users.id, student.id));
    expect(row).toMatchObject({
      address: '12 Parks Road, Oxford',
      interests: 'Botany, astronomy',
      dateOfBirth: '2005-03-04',
    });
  });

  it('lists notifications, shows only the unread ones, and marks all read', async () => {
    const student = await api.signIn('student');
    await api.t.db.insert(notifications).values([
      { userId: student.id, kind: 'class_scheduled', title: 'Star Charts is scheduled', body: 'Monday at 10:00' },
      {
        userId: student.id,
        kind: 'class_cancelled',
        title: 'Rock Cycles is cancelled',
        body: 'It will not take place',
        readAt: new Date(),
      },
    ]);
    const { user } = api.renderAt('/student/notifications');

    const main = await screen.findByRole('main');
    expect(await within(main).findByText('1 unread')).toBeTruthy();
    expect(await within(main).findByText('Rock Cycles is cancelled')).toBeTruthy();
    await user.click(within(main).getByRole('button', { name: 'Unread' }));
    await waitFor(() => expect(within(main).queryByText('Rock Cycles is cancelled')).toBeNull());
    expect(within(main).getByText('Star Charts is scheduled')).toBeTruthy();

    await user.click(within(main).getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('All notifications marked as read')).toBeTruthy();
    expect(await within(main).findByText('All caught up')).toBeTruthy();
    expect(
      await api.t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, student.id), isNull(notifications.readAt))),
    ).toEqual([]);
  });
});
