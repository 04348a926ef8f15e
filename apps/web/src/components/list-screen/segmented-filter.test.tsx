// @vitest-environment jsdom
import { cleanup, configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SegmentedFilter } from './segmented-filter';

const choices = [
  { value: 'all', label: 'All' },
  { value: 'unread', label: 'Unread' },
] as const;

configure({ asyncUtilTimeout: 15_000 });

afterEach(() => cleanup());

describe('SegmentedFilter', { timeout: 30_000 }, () => {
  it('presses the chosen button, reports another choice and shows the summary', async () => {
    const onChange = vi.fn();
    render(
      <SegmentedFilter legend="Show messages" choices={choices} value="all" onChange={onChange} summary="3 unread" />,
    );
    expect(screen.getByRole('group', { name: 'Show messages' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Unread' }).getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(screen.getByRole('button', { name: 'Unread' }));
    expect(onChange).toHaveBeenCalledWith('unread');
    expect(screen.getByText('3 unread')).toBeTruthy();
  });

  it('lets focus land on the summary when given its ref', () => {
    const summaryRef = createRef<HTMLParagraphElement>();
    render(
      <SegmentedFilter
        legend="Show messages"
        choices={choices}
        value="all"
        onChange={() => undefined}
        summary="3 unread"
        summaryRef={summaryRef}
      />,
    );
    summaryRef.current?.focus();
    expect(document.activeElement?.textContent).toBe('3 unread');
  });
});
