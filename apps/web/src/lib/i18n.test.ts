// @vitest-environment jsdom
import { msg } from '@lingui/core/macro';
import { isLanguage, pickLanguage } from '@tutorium/contract/languages';
import { describe, expect, it } from 'vitest';
import { activateLanguage, featureCatalogue, i18n, shellCatalogue, withCatalogues } from './i18n';

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

/*
 * One text of each catalogue (lingui.config.ts). A text missing from the catalogues loaded shows in
 * English here (outside a production build the macros keep the English), so Hindi proves it loaded.
 */
const siteText = msg`Get Started`;
const shellText = msg`Audit Log`;
const publicText = msg`Our Teachers`;

// In order: the catalogues in use build up, as they do on a visit that starts on the landing page.
describe('the catalogues, as a visit loads them', () => {
  it("draws the first screen with the site's catalogue alone: the landing page's texts, no portal's", async () => {
    await activateLanguage('hi');
    expect(document.documentElement.lang).toBe('hi');
    expect(i18n._(siteText)).toBe('शुरू करें');
    expect(i18n._(shellText)).toBe('Audit Log');
    expect(i18n._(publicText)).toBe('Our Teachers');
  });

  it("loads the shell's and a feature's catalogues beside the part that shows them", async () => {
    const part = await withCatalogues([shellCatalogue, featureCatalogue('public')], async () => 'the route table');
    expect(part).toBe('the route table');
    expect(i18n._(shellText)).toBe('ऑडिट लॉग');
    expect(i18n._(publicText)).toBe('हमारे शिक्षक');
  });

  it('switches every catalogue in use to the new language, and back', async () => {
    await activateLanguage('en');
    expect([i18n._(siteText), i18n._(shellText), i18n._(publicText)]).toEqual([
      'Get Started',
      'Audit Log',
      'Our Teachers',
    ]);
    await activateLanguage('hi');
    expect([i18n._(siteText), i18n._(shellText), i18n._(publicText)]).toEqual(['शुरू करें', 'ऑडिट लॉग', 'हमारे शिक्षक']);
  });

  it('loads a part that starts loading during a switch in the language being switched to', async () => {
    await activateLanguage('en');
    const switching = activateLanguage('hi');
    await withCatalogues([featureCatalogue('auth')], async () => undefined);
    await switching;
    expect(i18n._(msg`Sign in again`)).toBe('फिर से साइन इन करें');
  });
});
