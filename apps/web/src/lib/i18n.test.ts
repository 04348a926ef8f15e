import { isLanguage, pickLanguage } from '@tutorium/contract/languages';
import { describe, expect, it } from 'vitest';

describe('pickLanguage', () => {
  it.each([
    [['hi-IN', 'en-US'], 'hi'],
    [['en-GB', 'hi'], 'en'],
    [['fr-FR', 'HI'], 'hi'],
    [['hi_IN'], 'hi'],
    [['fr-FR', 'de'], 'en'],
    [[], 'en'],
  ] as const)('picks the first language Tutorium speaks from %j: %s', (preferred, expected) => {
    expect(pickLanguage(preferred)).toBe(expected);
  });
});

describe('isLanguage', () => {
  it('accepts only the languages Tutorium speaks, as stored', () => {
    expect(isLanguage('hi')).toBe(true);
    expect(isLanguage('en')).toBe(true);
    for (const value of ['HI', 'hi-IN', 'fr', '', null, undefined, 1]) expect(isLanguage(value)).toBe(false);
  });
});
