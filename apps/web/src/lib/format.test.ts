import { describe, expect, it } from 'vitest';
import {
  capitalise,
  formatCalendarDate,
  formatClockTime,
  formatDateTime,
  formatFileSize,
  formatTimeOfDay,
  parseCalendarDate,
  plural,
  toCalendarDate,
} from './format';

describe('calendar dates', () => {
  it('reads YYYY-MM-DD as that local day, never the day before', () => {
    const day = parseCalendarDate('2026-03-04');
    expect(day?.getFullYear()).toBe(2026);
    expect(day?.getMonth()).toBe(2);
    expect(day?.getDate()).toBe(4);
    expect(formatCalendarDate('2026-03-04')).toMatch(/4/);
    expect(formatCalendarDate('2026-03-04')).toMatch(/2026/);
    expect(formatCalendarDate('2026-03-04', { year: false })).not.toMatch(/2026/);
  });

  it('returns anything that is not a calendar day as it is', () => {
    expect(parseCalendarDate('not a day')).toBeNull();
    expect(formatCalendarDate('not a day')).toBe('not a day');
    expect(formatCalendarDate('')).toBe('');
  });

  it('writes a local day back as YYYY-MM-DD', () => {
    expect(toCalendarDate(new Date(2025, 5, 1, 23, 30))).toBe('2025-06-01');
  });
});

describe('times', () => {
  it('reads a schedule time on the 12-hour clock', () => {
    expect(formatTimeOfDay('17:30')).toMatch(/5:30/);
    expect(formatTimeOfDay('late')).toBe('late');
  });

  it('yields an empty string for an unreadable instant', () => {
    expect(formatClockTime('never')).toBe('');
    expect(formatDateTime('never')).toBe('');
  });

  it('names the year of an instant only when asked and it differs from now', () => {
    const instant = new Date(2027, 0, 5, 9, 0).toISOString();
    expect(formatDateTime(instant)).not.toMatch(/2027/);
    expect(formatDateTime(instant, new Date(2026, 11, 31))).toMatch(/2027/);
    expect(formatDateTime(instant, new Date(2027, 5, 1))).not.toMatch(/2027/);
  });
});

describe('sizes and counts', () => {
  it('reads a byte count as people do', () => {
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(834)).toBe('834 bytes');
    expect(formatFileSize(1536)).toMatch(/^1.5 KB$/);
    expect(formatFileSize(3 * 1024 * 1024)).toBe('3 MB');
  });

  it('counts and capitalises', () => {
    expect(plural(1, 'course', 'courses')).toBe('1 course');
    expect(plural(0, 'course', 'courses')).toBe('0 courses');
    expect(capitalise('beginner')).toBe('Beginner');
  });
});
