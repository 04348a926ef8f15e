// @vitest-environment jsdom
import { cleanup, configure, screen, within } from '@testing-library/react';
import type { GuardianChildOverview } from '@tutorium/contract/guardians';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInI18n } from '../../../../test/unit/i18n';
import { activateLanguage, featureCatalogue, shellCatalogue, withCatalogues } from '../../../lib/i18n';
import { AttendanceCalendar } from './attendance-calendar';
import { calendarWeeks } from './calendar-weeks';

configure({ asyncUtilTimeout: 15_000 });
afterEach(async () => {
  cleanup();
  await activateLanguage('en');
});

const algebra = { id: 'c1', title: 'Algebra' };
const physics = { id: 'c2', title: 'Physics' };

/** Newest first, as the overview sends them; 2026-03-04 is a Wednesday. */
const days: GuardianChildOverview['attendance']['days'] = [
  { date: '2026-03-04', status: 'present', course: algebra },
  { date: '2026-03-02', status: 'absent', course: algebra },
  { date: '2026-03-02', status: 'late', course: physics },
  { date: '2026-02-27', status: 'excused', course: physics },
];

describe('calendarWeeks', () => {
  it('gives six whole weeks, Monday first, ending with the week of today', () => {
    const weeks = calendarWeeks('2026-03-04', days);
    expect(weeks).toHaveLength(6);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks[0]?.[0]?.date).toBe('2026-01-26');
    expect(weeks[5]?.[0]?.date).toBe('2026-03-02');
    expect(weeks[5]?.[6]?.date).toBe('2026-03-08');
  });

  it('puts every mark of a day on it, and tells today and the days after it', () => {
    const lastWeek = calendarWeeks('2026-03-04', days)[5] ?? [];
    const [monday, tuesday, wednesday, thursday] = lastWeek;
    expect(monday?.marks).toEqual([
      { status: 'absent', courseId: 'c1', courseTitle: 'Algebra' },
      { status: 'late', courseId: 'c2', courseTitle: 'Physics' },
    ]);
    expect(tuesday?.marks).toEqual([]);
    expect(wednesday).toMatchObject({ isToday: true, isFuture: false });
    expect(thursday).toMatchObject({ isToday: false, isFuture: true });
  });

  it('starts the last week on today when today is a Monday, and crosses a month and a year', () => {
    const weeks = calendarWeeks('2026-01-05', []);
    expect(weeks[5]?.[0]).toMatchObject({ date: '2026-01-05', isToday: true });
    expect(weeks[0]?.[0]?.date).toBe('2025-12-01');
  });
});

/** The calendar as the child's page draws it, with the catalogues its screen loads. */
async function renderCalendar(marks: GuardianChildOverview['attendance']['days'] = days) {
  await withCatalogues([shellCatalogue, featureCatalogue('guardian-portal')], async () => undefined);
  await activateLanguage('en');
  renderInI18n(<AttendanceCalendar days={marks} today="2026-03-04" />);
}

describe('AttendanceCalendar', { timeout: 30_000 }, () => {
  it('is a table of weekdays whose every day reads its status as text', async () => {
    await renderCalendar();
    const table = await screen.findByRole('table', { name: 'Attendance in the last 6 weeks, by day' });
    const headings = within(table).getAllByRole('columnheader');
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'MonMonday',
      'TueTuesday',
      'WedWednesday',
      'ThuThursday',
      'FriFriday',
      'SatSaturday',
      'SunSunday',
    ]);
    expect(within(table).getAllByRole('row')).toHaveLength(7);
    expect(within(table).getByText('2 Mar: Absent in Algebra; Late in Physics')).toBeTruthy();
    expect(within(table).getByText('Today, 4 Mar: Present in Algebra')).toBeTruthy();
    expect(within(table).getByText('27 Feb: Excused in Physics')).toBeTruthy();
    expect(within(table).getByText('3 Mar: no class marked')).toBeTruthy();
    // A day still to come says only its date.
    expect(within(table).getByText('5 Mar')).toBeTruthy();
  });

  it('names each mark in words in its key', async () => {
    await renderCalendar();
    const key = await screen.findByRole('list', { name: 'Key' });
    expect(
      within(key)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Present', 'Absent', 'Late', 'Excused']);
  });

  it('says so when no class was marked in the six weeks', async () => {
    await renderCalendar([]);
    expect(await screen.findByText('No class was marked in these six weeks.')).toBeTruthy();
  });
});
