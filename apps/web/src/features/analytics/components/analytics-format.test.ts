import { describe, expect, it } from 'vitest';
import { barChartHeight, formatWeek, percentText, shortTitle } from './analytics-format';

describe('analytics formatting', () => {
  it('shortens long course titles for an axis and keeps short ones', () => {
    expect(shortTitle('Algebra')).toBe('Algebra');
    expect(shortTitle('Calculus I: Limits and Derivatives')).toBe('Calculus I: Limit…');
    expect(shortTitle('Calculus I: Limits and Derivatives').length).toBeLessThanOrEqual(18);
  });

  it('reads a missing rate as "No records yet", never as a made-up figure', () => {
    expect(percentText(null)).toBe('No records yet');
    expect(percentText(0)).toBe('0%');
    expect(percentText(67)).toBe('67%');
  });

  it('leaves a value that is not a calendar day as it is', () => {
    expect(formatWeek('not a week')).toBe('not a week');
    expect(formatWeek('2026-09-07')).toMatch(/7/);
  });

  it('gives every course bar room, with a floor for short lists', () => {
    expect(barChartHeight(1)).toBe(256);
    expect(barChartHeight(10)).toBe(488);
  });
});
