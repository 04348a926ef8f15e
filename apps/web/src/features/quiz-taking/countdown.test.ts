import { describe, expect, it } from 'vitest';
import { clockFace, markCrossed, remainingMs } from './countdown';

describe('the attempt countdown', () => {
  it("counts from the server's clock, not the device's, and stops at 0", () => {
    const deadline = '2026-05-01T10:30:00.000Z';
    const serverNow = '2026-05-01T10:00:00.000Z';
    expect(remainingMs(deadline, serverNow, 0)).toBe(30 * 60_000);
    expect(remainingMs(deadline, serverNow, 90_500)).toBe(30 * 60_000 - 90_500);
    expect(remainingMs(deadline, serverNow, 31 * 60_000)).toBe(0);
    expect(remainingMs('not a time', serverNow, 0)).toBe(0);
  });

  it('shows minutes and seconds, hours only past an hour, a partial second rounded up', () => {
    expect(clockFace(30 * 60_000)).toBe('30:00');
    expect(clockFace(65_001)).toBe('01:06');
    expect(clockFace(999)).toBe('00:01');
    expect(clockFace(0)).toBe('00:00');
    expect(clockFace((3600 + 5 * 60 + 9) * 1000)).toBe('1:05:09');
  });

  it('announces 5 minutes and 1 minute once each, as the clock crosses them', () => {
    expect(markCrossed(300_200, 300_000)).toBe(5);
    expect(markCrossed(300_000, 299_750)).toBeNull();
    expect(markCrossed(60_100, 59_900)).toBe(1);
    expect(markCrossed(600_000, 30_000)).toBe(1);
    expect(markCrossed(30_000, 29_750)).toBeNull();
  });
});
