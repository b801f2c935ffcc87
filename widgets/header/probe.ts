/**
 * The header's visitor probes (tools/probes/types.ts; docs/behaviour.md#header-menu).
 * Read only by tests and tools.
 */
import { expect } from '@playwright/test';
import type { VisitorProbe } from '../../tools/probes/types.ts';

export const probes: VisitorProbe[] = [
  {
    feature: 'the burger opens and closes the phone menu',
    selector: '[data-controller="Header"]:has(.header-burger-btn):has(.header-menu)',
    widths: [390],
    limit: 1,
    async run({ target }) {
      // The header has a desktop and a mobile copy of the burger; the visitor presses the one shown.
      const burger = target.locator('.header-burger-btn:visible').first();
      await expect(burger, 'no burger is shown at a phone width').toBeVisible();
      const link = target.locator('.header-menu a[href]');
      await burger.click();
      await expect(link.filter({ visible: true }).first(), 'the phone menu stayed hidden after a press on the burger').toBeVisible();
      await target.locator('.header-burger-btn:visible').first().click();
      await expect(link.filter({ visible: true }), 'the phone menu stayed open after a second press on the burger').toHaveCount(0);
    },
  },
];
