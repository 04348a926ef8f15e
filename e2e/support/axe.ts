import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const PHONE = { width: 390, height: 844 } as const;
const DESKTOP = { width: 1280, height: 800 } as const;

/**
 * Scans the screen as it is now with axe-core on a desktop and at phone width (390 px), where it
 * must not scroll sideways either; the viewport is put back afterwards.
 */
export async function expectAccessibleAtBothWidths(page: Page, screen: string): Promise<void> {
  const before = page.viewportSize() ?? DESKTOP;
  await page.setViewportSize(DESKTOP);
  await expectNoAxeViolations(page, `${screen} on a desktop`);
  await page.setViewportSize(PHONE);
  await expectNoAxeViolations(page, `${screen} at 390 px`);
  expect(await scrollsSideways(page), `${screen} scrolls sideways at 390 px`).toBe(false);
  await page.setViewportSize(before);
}

/**
 * Waits for every loading spinner to go, then scans the page with axe-core; a screen that fails is
 * scanned once more after its animations have ended, and only what is still wrong then fails it.
 */
export async function expectNoAxeViolations(page: Page, screen: string): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  await finiteAnimationsEnded(page);
  // A toast whose time runs out while axe reads the page fades out under it, with the contrast of a
  // half-transparent frame (seen in CI on a loaded machine); a real violation is still there a moment later.
  let { violations } = await scanWithAxe(page);
  if (violations.length > 0) {
    await finiteAnimationsEnded(page);
    ({ violations } = await scanWithAxe(page));
  }
  expect(violations, screen).toEqual([]);
}

/**
 * A toast or dialog caught mid fade-in has the contrast of a half-transparent frame: wait until every
 * finite animation has ended (spinners loop forever and are left running).
 */
const finiteAnimationsEnded = async (page: Page): Promise<void> => {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
};

// Legacy mode runs axe in the page itself; the default opens a blank page per scan to merge the
// frames' results, which costs a second or more on a loaded two-core machine, and no screen has frames.
const scanWithAxe = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true).analyze();

/** Whether the page scrolls sideways (it should not, even at phone width). */
export const scrollsSideways = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
