import { afterEach, describe, expect, it } from 'vitest';
import {
  capitalise,
  formatCalendarDate,
  formatClockTime,
  formatDateTime,
  formatFileSize,
  formatTimeOfDay,
  parseCalendarDate,
  plural,
  setViewerTimeZone,
  toCalendarDate,
  todayCalendarDate,
  viewerTimeZone,
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

describe('the viewer’s time zone', () => {
  afterEach(() => setViewerTimeZone(undefined));

  it('shows an instant in the signed-in user’s zone and names it, whatever the browser’s', () => {
    setViewerTimeZone('Asia/Kolkata');
    expect(viewerTimeZone()).toBe('Asia/Kolkata');
    expect(formatClockTime('2027-06-02T10:00:00Z')).toMatch(/^3:30\sPM GMT\+5:30$/);
    expect(formatDateTime('2027-06-02T10:00:00Z')).toMatch(/^Jun 2, 3:30\sPM GMT\+5:30$/);
    setViewerTimeZone('America/New_York');
    expect(formatClockTime('2027-06-02T10:00:00Z')).toMatch(/^6:00\sAM EDT$/);
  });

  it('takes the calendar day in that zone, across the UTC day boundary', () => {
    setViewerTimeZone('Asia/Kolkata');
    expect(toCalendarDate(new Date('2027-06-01T19:00:00Z'))).toBe('2027-06-02');
    setViewerTimeZone('UTC');
    expect(toCalendarDate(new Date('2027-06-01T19:00:00Z'))).toBe('2027-06-01');
    expect(todayCalendarDate()).toBe(new Date().toISOString().slice(0, 10));
  });

  it('never shifts a calendar day or a schedule time by a zone', () => {
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      setViewerTimeZone(zone);
      expect(formatCalendarDate('2026-03-04')).toBe('Mar 4, 2026');
      expect(formatTimeOfDay('17:30')).toMatch(/^5:30\sPM$/);
    }
  });

  it('falls back to the browser’s zone when nobody is signed in', () => {
    setViewerTimeZone(undefined);
    expect(viewerTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
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
