/** The Lightbox controller's visitor probe (tools/probes/types.ts): read by tools and tests only. */
import { expect } from '@playwright/test';
import type { VisitorProbe } from '../../../tools/probes/types.ts';

export const probes: VisitorProbe[] = [
  {
    feature: 'an image opens full size in the lightbox by keyboard; Escape closes it and gives focus back',
    selector: '[data-controller*="Lightbox"]',
    limit: 1,
    async run({ page, target }) {
      const opener = target.locator('.lightbox-open-button, img[role="button"]').first();
      if (!(await opener.count())) return;
      await opener.scrollIntoViewIfNeeded();
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Image viewer' });
      await expect(dialog, 'the lightbox did not open').toBeVisible();
      await expect(dialog.locator('img').first(), 'the lightbox shows no image').toHaveAttribute('src', /./);
      await page.keyboard.press('Escape');
      await expect(dialog, 'Escape did not close the lightbox').toBeHidden();
      await expect(opener, 'focus did not come back to what opened the lightbox').toBeFocused();
    },
  },
];
