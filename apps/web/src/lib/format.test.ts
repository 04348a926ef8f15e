import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messages as hindi } from '../locales/hi.po';
import {
  formatCalendarDate,
  formatClockTime,
  formatDateTime,
  formatFileSize,
  formatNumber,
  formatPercent,
  formatPrice,
  formatRelativeTime,
  formatTimeOfDay,
  formatWeekday,
  parseCalendarDate,
  setViewerTimeZone,
  toCalendarDate,
  todayCalendarDate,
  viewerTimeZone,
} from './format';
import { i18n } from './i18n';

/** Intl writes a narrow no-break space before "am"/"pm" in some versions: tests read it as a space. */
const spaced = (text: string): string => text.replace(/\s/g, ' ');

describe('calendar dates', () => {
  it('reads YYYY-MM-DD as that local day, never the day before', () => {
    const day = parseCalendarDate('2026-03-04');
    expect(day?.getFullYear()).toBe(2026);
    expect(day?.getMonth()).toBe(2);
    expect(day?.getDate()).toBe(4);
    expect(formatCalendarDate('2026-03-04')).toBe('4 Mar 2026');
    expect(formatCalendarDate('2026-03-04', { year: false })).toBe('4 Mar');
  });

  it('names a calendar day’s weekday, short or long, in any time zone', () => {
    expect(formatWeekday('2026-03-04')).toBe('Wed');
    expect(formatWeekday('2026-03-02', 'long')).toBe('Monday');
    expect(formatWeekday('not a day')).toBe('');
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
    expect(spaced(formatTimeOfDay('17:30'))).toBe('5:30 pm');
    expect(spaced(formatTimeOfDay('09:05'))).toBe('9:05 am');
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
    expect(spaced(formatClockTime('2027-06-02T10:00:00Z'))).toBe('3:30 pm IST');
    expect(spaced(formatDateTime('2027-06-02T10:00:00Z'))).toBe('2 Jun, 3:30 pm IST');
    expect(spaced(formatDateTime('2027-06-02T10:00:00Z', new Date('2026-12-31T00:00:00Z')))).toBe(
      '2 Jun 2027, 3:30 pm IST',
    );
    setViewerTimeZone('America/New_York');
    expect(spaced(formatClockTime('2027-06-02T10:00:00Z'))).toBe('6:00 am GMT-4');
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
      expect(formatCalendarDate('2026-03-04')).toBe('4 Mar 2026');
      expect(spaced(formatTimeOfDay('17:30'))).toBe('5:30 pm');
    }
  });

  it('falls back to the browser’s zone when nobody is signed in', () => {
    setViewerTimeZone(undefined);
    expect(viewerTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});

describe('numbers, money and sizes', () => {
  it('groups lakhs and crores', () => {
    expect(formatNumber(125000)).toBe('1,25,000');
    expect(formatNumber(12345678)).toBe('1,23,45,678');
    expect(formatNumber(4, 1)).toBe('4.0');
    expect(formatNumber(4.26, 1)).toBe('4.3');
  });

  it('writes percentages as the locale does', () => {
    expect(formatPercent(85)).toBe('85%');
    expect(formatPercent(85.5)).toBe('85.5%');
    expect(formatPercent(0)).toBe('0%');
  });

  it('writes money in the configured currency, whole amounts without decimals, and 0 as Free', () => {
    expect(formatPrice(125000, 'INR')).toBe('₹1,25,000');
    expect(formatPrice(12500000, 'INR')).toBe('₹1,25,00,000');
    expect(formatPrice(499.5, 'INR')).toBe('₹499.50');
    expect(formatPrice(49, 'USD')).toBe('$49');
    expect(formatPrice(0, 'INR')).toBe('Free');
  });

  it('reads a byte count as people do', () => {
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(834)).toBe('834 bytes');
    expect(formatFileSize(1536)).toBe('1.5 kB');
    expect(formatFileSize(3 * 1024 * 1024)).toBe('3 MB');
    expect(formatFileSize(2.5 * 1024 * 1024 * 1024)).toBe('2.5 GB');
  });
});

describe('relative times', () => {
  const now = new Date('2027-06-02T10:00:00Z');
  const from = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();

  it('counts in the largest unit that fits, a part of a minute as a whole one', () => {
    expect(formatRelativeTime(from(19.5), now)).toBe('in 20 minutes');
    expect(formatRelativeTime(from(1 / 60), now)).toBe('in 1 minute');
    expect(formatRelativeTime(from(3 * 60 + 10), now)).toBe('in 3 hours');
    expect(formatRelativeTime(from(26 * 60), now)).toBe('in 1 day');
    expect(formatRelativeTime(from(-2 * 24 * 60), now)).toBe('2 days ago');
    expect(formatRelativeTime(from(-90 * 24 * 60), now)).toBe('3 months ago');
    expect(formatRelativeTime(from(2 * 365 * 24 * 60), now)).toBe('in 2 years');
    expect(formatRelativeTime('never', now)).toBe('');
  });
});

describe('in Hindi', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'hi', messages: hindi }));
  afterAll(() => i18n.activate('en'));
  afterEach(() => setViewerTimeZone(undefined));

  it('names months in Hindi and keeps the 12-hour clock', () => {
    setViewerTimeZone('Asia/Kolkata');
    expect(formatCalendarDate('2026-03-04')).toBe('4 मार्च 2026');
    expect(spaced(formatTimeOfDay('17:30'))).toBe('5:30 pm');
    expect(spaced(formatDateTime('2027-06-02T10:00:00Z'))).toBe('2 जून, 3:30 pm IST');
  });

  it('groups lakhs and crores, and says Free in Hindi', () => {
    expect(formatNumber(12345678)).toBe('1,23,45,678');
    expect(formatPrice(125000, 'INR')).toBe('₹1,25,000');
    expect(formatPrice(0, 'INR')).toBe('मुफ़्त');
  });

  it('writes sizes and relative times in Hindi', () => {
    expect(formatFileSize(834)).toBe('834 बाइट');
    const now = new Date('2027-06-02T10:00:00Z');
    expect(formatRelativeTime('2027-06-05T10:00:00Z', now)).toBe('3 दिन में');
    expect(formatRelativeTime('2027-06-02T08:00:00Z', now)).toBe('2 घंटे पहले');
  });
});
