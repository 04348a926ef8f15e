import { afterEach, describe, expect, it } from 'vitest';
import { setViewerTimeZone } from '../../../lib/format';
import { instantOf, localDayRange, localTimeValue } from './live-class-time';

describe('live-class times in the viewer’s zone', () => {
  afterEach(() => setViewerTimeZone(undefined));

  it('reads the form’s date and time in the signed-in user’s zone', () => {
    setViewerTimeZone('Asia/Kolkata');
    expect(instantOf('2027-06-02', '15:30')).toBe('2027-06-02T10:00:00.000Z');
    expect(localTimeValue(new Date('2027-06-02T10:00:00.000Z'))).toBe('15:30');
    expect(instantOf('2027-02-30', '15:30')).toBeUndefined();
    expect(instantOf('2027-06-02', '25:00')).toBeUndefined();
  });

  it('filters on the viewer’s calendar day', () => {
    setViewerTimeZone('Asia/Kolkata');
    expect(localDayRange('2027-07-10')).toEqual({
      from: '2027-07-09T18:30:00.000Z',
      to: '2027-07-10T18:30:00.000Z',
    });
  });
});
