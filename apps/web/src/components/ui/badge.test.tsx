// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type BadgeLook, badgeOptions, LookupBadge } from './badge';

afterEach(cleanup);

type Level = 'low' | 'high';
const levels: readonly Level[] = ['low', 'high'];
const looks: Record<Level, BadgeLook> = {
  low: { label: 'Low', tone: 'green' },
  high: { label: 'High', tone: 'red' },
};

describe('LookupBadge', () => {
  it('shows the label and tone its table gives the value', () => {
    render(<LookupBadge looks={looks} value="high" />);
    expect(screen.getByText('High').className).toContain('bg-red-50');
  });

  it('offers the values as options labelled as their badges are, in order', () => {
    expect(badgeOptions(levels, looks)).toEqual([
      { value: 'low', label: 'Low' },
      { value: 'high', label: 'High' },
    ]);
  });
});
