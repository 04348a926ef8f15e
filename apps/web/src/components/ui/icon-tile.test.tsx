// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { GraduationCap } from 'lucide-react';
import { afterEach, describe, expect, it } from 'vitest';
import { IconTile } from './icon-tile';

afterEach(cleanup);

describe('IconTile', () => {
  it('draws a hidden icon on a soft medium tile unless told otherwise', () => {
    const { container, rerender } = render(<IconTile icon={GraduationCap} />);
    const tile = container.firstElementChild;
    expect(tile?.className).toContain('size-10');
    expect(tile?.className).toContain('bg-indigo-100');
    expect(tile?.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');

    rerender(<IconTile icon={GraduationCap} size="sm" tone="solid" />);
    expect(container.firstElementChild?.className).toContain('size-9');
    expect(container.firstElementChild?.className).toContain('bg-indigo-600');
  });
});
