import { existsSync } from 'node:fs';
import path from 'node:path';
import { type ScreenKey, screenPaths } from '@tutorium/contract/screen-paths';
import { describe, expect, it } from 'vitest';
import { screenSources } from './screen-preloads';

describe('the screens the build names preloads for', () => {
  const sources = screenSources();

  it('reads every screen from its definition once, but the landing page, which app/router.tsx holds', () => {
    const keys = sources.map(({ key }) => key).sort();
    const defined = (Object.keys(screenPaths) as ScreenKey[]).filter((key) => key !== 'site.landing').sort();
    expect(keys).toEqual(defined);
  });

  it('finds the page module each one imports, and the feature whose texts load with it', () => {
    const src = path.resolve(import.meta.dirname, '../src');
    for (const { key, page } of sources) expect(existsSync(path.join(src, page)), `${key}: src/${page}`).toBe(true);
    expect(sources.find(({ key }) => key === 'student.liveClasses')).toEqual({
      key: 'student.liveClasses',
      frame: undefined,
      page: 'features/live-classes/routes/student-live-classes-page.tsx',
      texts: 'features/live-classes/locales',
    });
    expect(sources.find(({ key }) => key === 'site.studentSignIn')).toMatchObject({
      frame: 'auth',
      page: 'features/auth/routes/sign-in-page.tsx',
    });
  });
});
