/**
 * Issue 11: every content fixture mounts with no console error of its own
 * and passes an axe scan; a screenshot of each goes to /tmp/shots for a
 * person to look at.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test.ts';
import { collectConsole } from './support/qa.ts';

const pages = [
  'menu',
  'social-links',
  'shape',
  'embed',
  'summary',
  'marquee',
  'map',
  'map-no-key',
  'text-highlight',
  'scaled-text',
  'block-animation',
  'data-block',
  'all',
];

for (const name of pages) {
  test(`${name}.html mounts every good block and is axe clean`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const { pageErrors } = collectConsole(page);
    await page.goto(`/fixtures/content/${name}.html`);
    await page.waitForFunction(() => document.documentElement.dataset.siteInitialized === 'true');
    const blocks = (await page.evaluate(() => window.SiteRuntime!.blocks())) as Array<{ id: string; state: string }>;
    for (const block of blocks) {
      if (block.id.includes('broken')) continue;
      await expect(page.locator(`#${block.id}`)).toHaveAttribute('data-block-state', 'ready');
    }
    expect(pageErrors).toEqual([]);
    // The scan is of the page as a visitor meets it once the idle start's page modules have run: before,
    // block animation's sections are still at the fixture's pre-animation opacity (a loaded run scanned them there).
    await expect(page.locator('html')).toHaveAttribute('data-site-services', 'ready');
    await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
