// @vitest-environment jsdom
import { cleanup, configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInI18n } from '../../../test/unit/i18n';
import { NoCoursesYet } from './no-courses-yet';
import { NoMatches } from './no-matches';

configure({ asyncUtilTimeout: 15_000 });

afterEach(() => cleanup());

describe('NoMatches', { timeout: 30_000 }, () => {
  it('offers to clear the filters when there is something to clear', async () => {
    const onClear = vi.fn();
    renderInI18n(<NoMatches title="No teachers found" description="Try another name." onClear={onClear} />);
    expect(screen.getByText('No teachers found')).toBeTruthy();
    expect(screen.getByText('Try another name.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClear).toHaveBeenCalledOnce();
  });

  it('names the button as the screen asks', () => {
    renderInI18n(
      <NoMatches title="No students match your search" onClear={() => undefined} clearLabel="Clear search" />,
    );
    expect(screen.getByRole('button', { name: 'Clear search' })).toBeTruthy();
  });

  it('has no button with nothing to clear', () => {
    renderInI18n(<NoMatches title="No teachers found" onClear={false} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('NoCoursesYet', { timeout: 30_000 }, () => {
  it('links to the course form', () => {
    renderInI18n(
      <MemoryRouter>
        <NoCoursesYet title="No courses yet" description="Create your first course." actionLabel="Create a course" />
      </MemoryRouter>,
    );
    expect(screen.getByText('No courses yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create a course' }).getAttribute('href')).toBe('/admin/courses/new');
  });
});
