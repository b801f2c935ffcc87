/**
 * The form block's visitor probes (tools/probes/types.ts): a form opened in a
 * lightbox opens from its handle as a modal dialog with focus on its first
 * field (docs/behaviour/forms.md#form-lightbox), and a form shown in place shows its
 * fields. Read by tests and tools only.
 */
import { expect } from '@playwright/test';
import type { VisitorProbe } from '../../../tools/probes/types.ts';

/** The platform's form blocks, and hand-written ones. */
const FORM_BLOCK = ['.sqs-block-form[data-block-type="9"]', '[data-block="form"]'];

/** What a field a visitor fills in is. */
const FIELD = 'input:not([type=hidden]), select, textarea';

/** Says what the visitor met when `check` fails. */
async function met(what: string, check: () => Promise<unknown>): Promise<void> {
  try {
    await check();
  } catch {
    throw new Error(what);
  }
}

export const probes: VisitorProbe[] = [
  {
    feature: "a form's lightbox handle opens the form in a dialog, focus on its first field; Escape closes it and focus returns to the handle",
    selector: FORM_BLOCK.map((block) => `${block} button.lightbox-handle`).join(', '),
    async run({ page, target }) {
      await target.scrollIntoViewIfNeeded();
      await target.click();
      const dialog = page.locator('[role="dialog"][aria-modal="true"]').filter({ has: page.locator('form') });
      await met('the handle opened no dialog with the form', () => expect(dialog).toBeVisible({ timeout: 10_000 }));
      const focusOnField = () =>
        dialog.evaluate((box, field) => {
          const active = box.ownerDocument.activeElement;
          return !!active?.matches(field) && box.contains(active);
        }, FIELD);
      await met('focus is not on a field inside the form dialog', () => expect.poll(focusOnField, { timeout: 10_000 }).toBe(true));
      await page.keyboard.press('Escape');
      await met('Escape left the form dialog open', () => expect(dialog).toHaveCount(0));
      await met('focus did not return to the handle', () => expect(target).toBeFocused());
      // The page as found: the pointer off the page's content (a marquee that pauses on hover would stop under it).
      await page.mouse.move(0, 0);
    },
  },
  {
    feature: 'a form shown in place shows its fields',
    selector: FORM_BLOCK.map((block) => `${block}:not(:has(.lightbox-handle))`).join(', '),
    async run({ target }) {
      await target.scrollIntoViewIfNeeded();
      await met('the form shows no field', () => expect(target.locator(FIELD).filter({ visible: true }).first()).toBeVisible({ timeout: 10_000 }));
    },
  },
];
