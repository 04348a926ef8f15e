import { screen } from '@testing-library/react';
import { courseMessages } from '@tutorium/contract/courses';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courses } from '../../../api/src/db/schema';
import { withRealApi } from './real-api';

const api = withRealApi();

describe('the course form’s fee plan against the real API', () => {
  it('asks for the plan only for a priced course, saves it, and loads it to edit', async () => {
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
    expect(screen.queryByRole('combobox', { name: 'Instalments' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Hold the seat until the first payment' })).toBeNull();

    await user.type(screen.getByRole('spinbutton', { name: /^Price/ }), '3000');
    const instalments = screen.getByRole('combobox', { name: 'Instalments' }) as HTMLSelectElement;
    expect([...instalments.options].map((option) => option.text).slice(0, 3)).toEqual([
      'Pay in full',
      '2 monthly instalments',
      '3 monthly instalments',
    ]);
    expect(instalments.options).toHaveLength(12);
    expect(instalments.value).toBe('1');
    const hold = screen.getByRole('checkbox', { name: 'Hold the seat until the first payment' }) as HTMLInputElement;
    expect(hold.checked).toBe(true);
    expect(screen.getByText('Unpaid seats are released to the waitlist after a few days')).toBeTruthy();

    await user.selectOptions(instalments, '3 monthly instalments');
    await user.click(hold);
    await user.click(screen.getByRole('button', { name: 'Create Course' }));

    expect(await screen.findByText(courseMessages.created)).toBeTruthy();
    const [row] = await api.t.db.select().from(courses).where(eq(courses.instructorId, teacher.id));
    expect(row).toMatchObject({ priceCents: 300_000, instalments: 3, accessAfterPayment: false });

    await router.navigate(`/admin/courses/${row?.id}/edit`);
    const loaded = (await screen.findByRole('combobox', { name: 'Instalments' })) as HTMLSelectElement;
    expect(loaded.value).toBe('3');
    expect(
      (screen.getByRole('checkbox', { name: 'Hold the seat until the first payment' }) as HTMLInputElement).checked,
    ).toBe(false);
  });
});
