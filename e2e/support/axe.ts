import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations, scrollsSideways } from './dashboard-setup';

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
