import { describe, expect, it } from 'vitest';
import { joinWaitlistLabel, placeInLine } from './waitlist-text';

describe('placeInLine', () => {
  it('writes English ordinals, teens included', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111, 112].map(placeInLine)).toEqual(
      ['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd', '101st', '111th', '112th'].map(
        (place) => `${place} in line`,
      ),
    );
  });
});

describe('joinWaitlistLabel', () => {
  it('says how many already wait', () => {
    expect(joinWaitlistLabel({ waitlistCount: 3 } as Parameters<typeof joinWaitlistLabel>[0])).toBe(
      'Join waitlist (3 waiting)',
    );
  });
});
