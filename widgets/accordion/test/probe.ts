/**
 * The accordion's visitor probes (tools/probes/types.ts; docs/behaviour/content-blocks.md#accordion).
 * Read only by tests and tools.
 */
import { expect, type Locator } from '@playwright/test';
import type { VisitorProbe } from '../../../tools/probes/types.ts';

const SELECTOR = '.sqs-block[data-block-type="69"], [data-block="accordion"]';

/**
 * The first closed item's button and its panel (an item open from the start
 * is left alone), pinned by its place so the locators keep pointing at it once open.
 */
async function closedItem(target: Locator): Promise<{ button: Locator; panel: Locator }> {
  const index = await target
    .locator('.accordion-item')
    .evaluateAll((items) => items.findIndex((item) => item.querySelector('.accordion-item__click-target')?.getAttribute('aria-expanded') === 'false'));
  if (index < 0) throw new Error('no closed accordion item to open');
  const item = target.locator('.accordion-item').nth(index);
  return { button: item.locator('.accordion-item__click-target'), panel: item.locator('.accordion-item__dropdown') };
}

export const probes: VisitorProbe[] = [
  {
    feature: 'an accordion item opens and closes with a click',
    selector: SELECTOR,
    async run({ target }) {
      const { button, panel } = await closedItem(target);
      await expect(button, 'no closed accordion item to open').toBeVisible();
      await button.scrollIntoViewIfNeeded();
      await button.click();
      await expect(panel, 'the item stayed closed after a click').toBeVisible();
      await expect(button, 'the open item does not say it is expanded').toHaveAttribute('aria-expanded', 'true');
      await button.click();
      await expect(panel, 'the item stayed open after a second click').toBeHidden();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    },
  },
  {
    feature: 'an accordion item opens with Enter and closes with Space',
    selector: SELECTOR,
    async run({ target }) {
      const { button, panel } = await closedItem(target);
      await expect(button, 'no closed accordion item to open').toBeVisible();
      await button.focus();
      await button.press('Enter');
      await expect(panel, 'the item stayed closed after Enter').toBeVisible();
      await button.press(' ');
      await expect(panel, 'the item stayed open after Space').toBeHidden();
    },
  },
];
