import { describe, expect, it } from 'vitest';
import { calendarDateParam, oneOf, pageParam, toSearchParams } from './search-params';

describe('search parameters', () => {
  it('leaves unset and empty values out of an API query', () => {
    expect(String(toSearchParams({ search: 'ada', role: undefined, status: '', page: 2 }))).toBe('search=ada&page=2');
  });

  it('reads ?page= as a whole number of 1 or more', () => {
    expect(pageParam(new URLSearchParams('page=3'))).toBe(3);
    for (const value of ['', 'page=0', 'page=-2', 'page=2.5', 'page=two']) {
      expect(pageParam(new URLSearchParams(value))).toBe(1);
    }
  });

  it('keeps only allowed values and real calendar dates', () => {
    expect(oneOf('rating', ['popular', 'rating'] as const)).toBe('rating');
    expect(oneOf('stars', ['popular', 'rating'] as const)).toBeUndefined();
    expect(oneOf(null, ['popular'] as const)).toBeUndefined();
    expect(calendarDateParam('2026-02-28')).toBe('2026-02-28');
    expect(calendarDateParam('2026-02-30')).toBeUndefined();
    expect(calendarDateParam(null)).toBeUndefined();
  });
});
