/**
 * Visitor probes of the 7.0 templates' page module (issues 35 and 43): the header's
 * navigation shows, the phone menu opens from the keyboard, a desktop folder
 * opens from the keyboard with its links hidden from Tab until then, and no
 * part is left in `tmpl-loading`. Read by tests and the corpus runner only.
 */
import { expect } from '@playwright/test';
import type { VisitorProbe } from '../../../tools/probes/types.ts';

/** How long a visitor waits for the template's work, at most. */
const WAIT = { timeout: 5_000 };

export const probes: VisitorProbe[] = [
  {
    feature: 'the 7.0 header navigation is shown (in the header, or behind the burger when it does not fit)',
    selector: '#headerNav',
    widths: [1280],
    limit: 1,
    async run({ page, target }) {
      await expect(target, 'the navigation was never positioned').toHaveClass(/\bpositioned\b/, WAIT);
      const overlay = /\balways-use-overlay-nav\b/.test((await page.locator('body').getAttribute('class')) ?? '');
      if (overlay) {
        await expect(page.locator('label.mobile-nav-toggle-label[for]').first(), 'the links did not fit and no burger shows').toBeVisible(WAIT);
        return;
      }
      await expect(target, 'the navigation stayed invisible').toHaveCSS('visibility', 'visible', WAIT);
      await expect(target, 'the navigation stayed transparent').toHaveCSS('opacity', '1', WAIT);
      const box = await target.boundingBox();
      if (!box || box.width === 0 || box.height === 0) throw new Error(`the navigation has no size (${JSON.stringify(box)})`);
    },
  },
  {
    feature: 'the 7.0 phone menu opens from its toggle (Enter), takes focus, and closes with Escape',
    selector: 'label.mobile-nav-toggle-label[for]',
    widths: [390],
    limit: 1,
    async run({ page, target }) {
      if (!(await target.isVisible())) throw new Error('the menu toggle is not shown at 390 px');
      const menu = page.locator('#overlayNav');
      await target.focus();
      await page.keyboard.press('Enter');
      await expect(target, 'the toggle does not say the menu is open').toHaveAttribute('aria-expanded', 'true', WAIT);
      await expect(menu, 'the menu stayed hidden').toBeVisible(WAIT);
      await expect(menu.locator(':focus'), 'focus did not move into the menu').toHaveCount(1, WAIT);
      await page.keyboard.press('Escape');
      await expect(target, 'Escape did not close the menu').toHaveAttribute('aria-expanded', 'false', WAIT);
      await expect(target, 'focus did not come back to the toggle').toBeFocused(WAIT);
    },
  },
  {
    feature: 'a 7.0 desktop folder keeps its hidden links out of the Tab order, opens on Enter and closes on Escape',
    selector: 'body:not(.always-use-overlay-nav) .desktop-nav-wrapper label.folder-toggle-label[for]',
    widths: [1280],
    limit: 1,
    async run({ page, target }) {
      if (!(await target.isVisible())) return;
      const link = target.locator('xpath=..').locator('.subnav a[href]').first();
      await expect(link, "a closed folder's hidden link is a Tab stop").toHaveAttribute('tabindex', '-1', WAIT);
      await target.focus();
      await page.keyboard.press('Enter');
      await expect(target, 'the folder does not say it is open').toHaveAttribute('aria-expanded', 'true', WAIT);
      await expect(link, "the open folder's link is not shown").toBeVisible(WAIT);
      await expect(link, "the open folder's link is still out of the Tab order").not.toHaveAttribute('tabindex', '-1', WAIT);
      await page.keyboard.press('Escape');
      await expect(target, 'Escape did not close the folder').toHaveAttribute('aria-expanded', 'false', WAIT);
      await expect(target, 'focus did not come back to the folder').toBeFocused(WAIT);
    },
  },
  {
    feature: 'no 7.0 template part (logo, navigation, index gallery) is left in tmpl-loading',
    selector: '.index-gallery, #logoImage, #headerNav',
    async run({ target }) {
      await expect(target, 'the part stayed in tmpl-loading').not.toHaveClass(/\btmpl-loading\b/, WAIT);
    },
  },
];
