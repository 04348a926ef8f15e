import { describe, expect, it } from 'vitest';
import { barChartHeight, formatWeek, percentText, wrapTitle } from './analytics-format';

describe('analytics formatting', () => {
  it('wraps long course titles for an axis, whole, and keeps short ones on one line', () => {
    expect(wrapTitle('Algebra')).toEqual(['Algebra']);
    expect(wrapTitle('Calculus I: Limits and Derivatives')).toEqual(['Calculus I: Limits', 'and Derivatives']);
    expect(wrapTitle('Electroencephalography basics', 10)).toEqual(['Electroenc', 'ephalograp', 'hy basics']);
    const long = 'Introduction to Organic Chemistry: Reactions, Mechanisms and Synthesis';
    expect(wrapTitle(long).join(' ')).toBe(long);
    expect(wrapTitle(long).every((line) => line.length <= 20)).toBe(true);
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
    expect(barChartHeight(10, 4)).toBe(748);
  });
});
