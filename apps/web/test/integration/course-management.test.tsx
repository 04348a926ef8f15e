import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createCourse } from '../../../api/test/helpers/courses';
import { createSignedInUser } from '../../../api/test/helpers/test-app';
import { searchAgain } from './forms';
import { withRealApi } from './real-api';

const api = withRealApi();

describe('the teacher’s course list against the real API', () => {
  it('shows a spinner while loading, then the empty state with a way to create the first course', async () => {
    await api.signIn('teacher');
    api.renderAt('/admin/courses');

    expect((await screen.findByText('Loading courses')).closest('[role="status"]')).toBeTruthy();
    expect(await screen.findByText('No courses yet')).toBeTruthy();
    expect(screen.queryByText('Loading courses')).toBeNull();
    expect(screen.getByRole('link', { name: 'Create your first course' }).getAttribute('href')).toBe(
      '/admin/courses/new',
    );
  });

  it('lists only the teacher’s own courses, ten a page, and searches them', async () => {
    const other = await createSignedInUser(api.t, 'teacher');
    const teacher = await api.signIn('teacher');
    await createCourse(api.t, other, { title: 'Someone Else’s Course' });
    for (let i = 1; i <= 11; i += 1) {
      await createCourse(api.t, teacher, { title: `Botany ${String(i).padStart(2, '0')}` });
    }
    await createCourse(api.t, teacher, { title: 'Ocean Currents' });
    const { user, router } = api.renderAt('/admin/courses');

    expect(await screen.findByText('12 courses')).toBeTruthy();
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 10);
    expect(screen.queryByText('Someone Else’s Course')).toBeNull();
    const pages = screen.getByRole('navigation', { name: 'Course pages' });
    expect(within(pages).getByText('Page 1 of 2')).toBeTruthy();

    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await within(pages).findByText('Page 2 of 2')).toBeTruthy();
    await expect
      .poll(() => within(screen.getByRole('table')).getAllByRole('row').length, { timeout: 15_000 })
      .toBe(1 + 2);

    await user.type(screen.getByRole('searchbox', { name: 'Search courses' }), 'ocean');
    expect(await screen.findByText('1 course')).toBeTruthy();
    expect(router.state.location.search).toBe('?search=ocean');
    expect(within(screen.getByRole('table')).getByRole('link', { name: 'Ocean Currents' })).toBeTruthy();

    await searchAgain(user, 'Search courses', 'volcano');
    expect(await screen.findByText('No courses match your filters')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('12 courses')).toBeTruthy();
  });

  it('shows an admin every course with its teacher, and filters the list by teacher', async () => {
    const nadia = await createSignedInUser(api.t, 'teacher', { name: 'Nadia Nour' });
    const omar = await createSignedInUser(api.t, 'teacher', { name: 'Omar Okoye' });
    await createCourse(api.t, nadia, { title: 'Glass Blowing' });
    await createCourse(api.t, omar, { title: 'Rock Climbing' });
    await api.signIn('admin');
    const { user, router } = api.renderAt('/admin/courses');

    const table = await screen.findByRole('table', { name: 'Every course on Tutorium' });
    expect(within(table).getByRole('columnheader', { name: 'Teacher' })).toBeTruthy();
    expect(await within(table).findByText('Nadia Nour')).toBeTruthy();
    expect(within(table).getByText('Omar Okoye')).toBeTruthy();

    const filter = screen.getByRole('combobox', { name: 'Teacher' });
    await within(filter).findByRole('option', { name: 'Omar Okoye' });
    await user.selectOptions(filter, 'Omar Okoye');
    await expect.poll(() => router.state.location.search).toBe(`?instructorId=${omar.id}`);
    await expect.poll(() => within(table).queryByText('Glass Blowing')).toBeNull();
    expect(within(table).getByText('Rock Climbing')).toBeTruthy();
  });
});
