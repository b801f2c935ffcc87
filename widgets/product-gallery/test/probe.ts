/** The product gallery's visitor probes (tools/probes/types.ts): read by tools and tests only. */
import { expect } from '@playwright/test';
import type { VisitorProbe } from '../../../tools/probes/types.ts';

/** The slide a visitor sees: the selected one, else the first. */
const SHOWN = '.ProductItem-gallery-slides-item.selected, .pdp-gallery-slides.selected, .ProductItem-gallery-slides-item, .pdp-gallery-slides';

export const probes: VisitorProbe[] = [
  {
    feature: 'the product gallery shows the product image, with a source at its width step',
    selector: '[data-controller*="ProductGallery"]',
    limit: 1,
    async run({ target }) {
      if (!(await target.locator(':is(.ProductItem-gallery-slides-item, .pdp-gallery-slides) img').count())) return;
      const img = target.locator(SHOWN).first().locator('img').first();
      await expect(img, 'the product image is not visible').toBeVisible();
      await expect(img, 'the product image has no source').toHaveAttribute('src', /./);
      // Seen, not only present: the stylesheet keeps a slide's image transparent until it is marked loaded.
      // Judged only once the file has arrived (on a corpus page images never come from their CDN).
      const arrived = await expect
        .poll(() => img.evaluate((image: HTMLImageElement) => image.complete), { timeout: 5000 })
        .toBe(true)
        .then(() => img.evaluate((image: HTMLImageElement) => image.naturalWidth > 0));
      if (!arrived) return;
      const opacity = () =>
        img.evaluate((image) => {
          let seen = 1;
          for (let node: Element | null = image; node; node = node.parentElement) seen *= Number(getComputedStyle(node).opacity);
          return seen;
        });
      await expect.poll(opacity, { message: 'the product image stays transparent' }).toBeGreaterThan(0.5);
    },
  },
  {
    feature: 'a product thumbnail shows its image in the gallery',
    selector: '[data-controller*="ProductGallery"]',
    limit: 1,
    async run({ target }) {
      const thumbs = target.locator('.ProductItem-gallery-thumbnails-item');
      if ((await thumbs.count()) < 2 || !(await thumbs.nth(1).isVisible())) return;
      await thumbs.nth(1).click();
      const second = target.locator('.ProductItem-gallery-slides-item, .pdp-gallery-slides').nth(1);
      await expect(second, 'the second thumbnail did not show the second image').toHaveClass(/\bselected\b/);
      await expect(second.locator('img').first(), 'the second image has no source once shown').toHaveAttribute('src', /./);
      await thumbs.first().click();
    },
  },
];
