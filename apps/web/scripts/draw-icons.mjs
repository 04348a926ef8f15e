/**
 * Draws the app's PNG icons (the web app manifest's and the apple-touch-icon) from public/favicon.svg,
 * in the Chromium the browser tests drive (e2e's @playwright/test, Debian's /usr/bin/chromium). Run it
 * after changing the mark: `npm run draw:icons -w @tutorium/web`; the PNGs are committed.
 *
 * - icon-192.png, icon-512.png: the favicon as it is, rounded corners on a transparent ground;
 * - icon-maskable-512.png, apple-touch-icon.png (180): the same mark on a full square of the brand
 *   colour, which the phone crops to its own shape. The mark already lies inside the maskable safe
 *   zone (the circle of 40% of the size around the centre), so it keeps its size.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';

const publicDir = path.join(import.meta.dirname, '../public');
const favicon = await readFile(path.join(publicDir, 'favicon.svg'), 'utf8');
const fullBleed = favicon.replace(' rx="8"', '');
if (fullBleed === favicon) throw new Error('favicon.svg no longer has the rounded square this script expects');

const icons = [
  { file: 'icon-192.png', svg: favicon, size: 192 },
  { file: 'icon-512.png', svg: favicon, size: 512 },
  { file: 'icon-maskable-512.png', svg: fullBleed, size: 512 },
  { file: 'apple-touch-icon.png', svg: fullBleed, size: 180 },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage();
  for (const { file, svg, size } of icons) {
    await page.setViewportSize({ width: size, height: size });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<style>body{margin:0}svg{display:block}</style>${sized}`);
    await page.locator('svg').screenshot({ path: path.join(publicDir, file), omitBackground: true });
  }
} finally {
  await browser.close();
}
