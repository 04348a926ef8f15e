// @vitest-environment jsdom
import { cleanup, configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilterBar } from './filter-bar';

const levels = [
  { value: '', label: 'All Levels' },
  { value: 'beginner', label: 'Beginner' },
];
const sorts = [
  { value: 'popular', label: 'Most Popular' },
  { value: 'newest', label: 'Newest' },
];

function renderBar(onChange = vi.fn()) {
  render(
    <FilterBar
      label="Filter courses"
      className="grid"
      search={{ label: 'Search courses', placeholder: 'Title', value: '', className: 'col-span-2' }}
      selects={[
        { param: 'level', label: 'Level', value: '', options: levels },
        { param: 'sort', label: 'Sort by', value: 'popular', options: sorts, defaultValue: 'popular' },
      ]}
      onChange={onChange}
    >
      <p>More filters</p>
    </FilterBar>,
  );
  return onChange;
}

configure({ asyncUtilTimeout: 15_000 });

afterEach(() => cleanup());

describe('FilterBar', { timeout: 30_000 }, () => {
  it('is a named search landmark with the search box, the selects and further controls', () => {
    renderBar();
    // jsdom's roles predate <search>: find the element itself.
    const bar = document.querySelector('search');
    expect(bar?.getAttribute('aria-label')).toBe('Filter courses');
    expect(bar?.querySelector('input[type="search"]')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Level' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeTruthy();
    expect(screen.getByText('More filters')).toBeTruthy();
  });

  it('applies a search in place of the history entry', async () => {
    const onChange = renderBar();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search courses' }), 'algebra{Enter}');
    expect(onChange).toHaveBeenCalledWith({ search: 'algebra' }, { replace: true });
  });

  it('sets a select’s parameter, and leaves it out for the default choice', async () => {
    const onChange = renderBar();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'beginner');
    expect(onChange).toHaveBeenLastCalledWith({ level: 'beginner' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'newest');
    expect(onChange).toHaveBeenLastCalledWith({ sort: 'newest' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'popular');
    expect(onChange).toHaveBeenLastCalledWith({ sort: undefined });
  });
});
