import { screen, within } from '@testing-library/react';
import { courseMessages } from '@tutorium/contract/courses';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courses } from '../../../api/src/db/schema';
import { withRealApi } from './real-api';

const api = withRealApi();

describe('the create-course form against the real API', () => {
  it('shows the contract’s messages under each missing field and writes nothing', async () => {
    const teacher = await api.signIn('teacher');
    const { user } = api.renderAt('/admin/courses/new');

    await user.click(await screen.findByRole('button', { name: 'Create Course' }));

    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Description is required')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Title' }).getAttribute('aria-invalid')).toBe('true');
    expect(await api.t.db.select().from(courses).where(eq(courses.instructorId, teacher.id))).toEqual([]);
  });

  it('creates the course, says so, opens it, and the row is in the database', async () => {
    const teacher = await api.signIn('teacher');
    const { user, router } = api.renderAt('/admin/courses/new');

    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Tidal Physics');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Why the sea rises twice a day.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Physics');
    await user.click(screen.getByRole('button', { name: 'Tuesday' }));
    await user.type(screen.getByLabelText('Start Time'), '09:00');
    await user.type(screen.getByLabelText('End Time'), '10:30');
    await user.type(screen.getByRole('spinbutton', { name: 'Duration (hours)' }), '12');
    await user.type(screen.getByLabelText('Start Date'), '2026-09-01');
    await user.type(screen.getByRole('spinbutton', { name: /^Price/ }), '0');
    await user.click(screen.getByRole('button', { name: 'Create Course' }));

    expect(await screen.findByText(courseMessages.created)).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Tidal Physics' })).toBeTruthy();
    const [row] = await api.t.db.select().from(courses).where(eq(courses.instructorId, teacher.id));
    expect(row).toMatchObject({ title: 'Tidal Physics', category: 'Physics', startDate: '2026-09-01' });
    expect(router.state.location.pathname).toBe(`/admin/courses/${row?.id}`);
    expect(within(screen.getByRole('main')).getByText('Why the sea rises twice a day.')).toBeTruthy();
  });
});
