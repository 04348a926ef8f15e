import { describe, expect, it } from 'vitest';
import { instituteCalendar } from '../../src/modules/guardian-portal/institute-calendar';

describe("the institute's calendar", () => {
  it('reads today, the week from Monday and the month in the institute’s zone, not in UTC', () => {
    // Sunday 7 March 2027, 20:00 UTC, is already Monday 8 March, 01:30, in Kolkata.
    expect(instituteCalendar('Asia/Kolkata', new Date('2027-03-07T20:00:00Z'))).toEqual({
      today: '2027-03-08',
      weekStart: '2027-03-08',
      monthStart: '2027-03-01',
      calendarStart: '2027-01-26',
    });
    expect(instituteCalendar('UTC', new Date('2027-03-07T20:00:00Z'))).toEqual({
      today: '2027-03-07',
      weekStart: '2027-03-01',
      monthStart: '2027-03-01',
      calendarStart: '2027-01-25',
    });
  });

  it('runs a week across the end of a month and a year', () => {
    // Friday 1 January 2027: its week began on Monday 28 December.
    expect(instituteCalendar('Asia/Kolkata', new Date('2027-01-01T06:00:00Z'))).toMatchObject({
      today: '2027-01-01',
      weekStart: '2026-12-28',
      monthStart: '2027-01-01',
    });
  });
});
