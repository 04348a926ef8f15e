import { describe, expect, it } from 'vitest';
import { markupInI18n } from '../../../test/unit/i18n';
import { AttendanceRateValue } from './stat-attendance-rate';

const render = (percentage: number | null) => markupInI18n(<AttendanceRateValue percentage={percentage} />);

describe('AttendanceRateValue', () => {
  it('says "No records yet" when there is nothing to count, not a made-up 100%', () => {
    const html = render(null);
    expect(html).toContain('No records yet');
    expect(html).not.toContain('%');
  });

  it('colours the rate by the docs/seed-spec.md §9 bands: green from 80, yellow from 60, red below', () => {
    expect(render(80)).toContain('text-green-700');
    expect(render(79)).toContain('text-amber-700');
    expect(render(60)).toContain('text-amber-700');
    expect(render(59)).toContain('text-red-700');
    expect(render(59)).toContain('59%');
  });
});
