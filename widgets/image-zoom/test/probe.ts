/** The image zoom's visitor probe (tools/probes/types.ts): read by tools and tests only. */
import { expect } from '@playwright/test';
import type { VisitorProbe } from '../../../tools/probes/types.ts';

export const probes: VisitorProbe[] = [
  {
    feature: 'a zoomable image magnifies under the pointer and returns when it leaves',
    selector: '[data-controller*="ImageZoom"]',
    // Hover is a desktop pointer's: a phone taps.
    widths: [1280],
    limit: 1,
    async run({ page, target }) {
      const host = (await target.getAttribute('data-image-zoom')) !== null ? target : target.locator('[data-image-zoom]').first();
      // A slide out of view (inert) is not the visitor's to hover.
      if (!(await host.count()) || (await host.evaluate((el) => !!el.closest('[inert], [aria-hidden="true"]')))) return;
      await host.scrollIntoViewIfNeeded();
      await host.hover();
      await expect(host, 'the image did not zoom under the pointer').toHaveClass(/\bsqs-image-zoom--zoomed\b/);
      await page.mouse.move(0, 0);
      await expect(host, 'the image stayed zoomed after the pointer left').not.toHaveClass(/\bsqs-image-zoom--zoomed\b/);
    },
  },
];
