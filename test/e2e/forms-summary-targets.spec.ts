/**
 * The form's error summary under WCAG 2.2 AA (issue 43, docs/behaviour/forms.md#form-error-summary):
 * its links to the fields in error are the runtime's own targets, one per
 * line. In a site's 14 px text on its font's tight line they were 16 px
 * tall, one straight under the next, and axe's target-size (2.5.8) failed
 * on each (the real pages' lightbox forms: 05 and 08, at both widths). Each
 * link is now at least 24 px tall.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test.ts';

for (const width of [1280, 390]) {
  test(`at ${width} px the error summary's links pass axe's WCAG 2.2 AA target size, and each is at least 24 px tall`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/fixtures/forms/lightbox.html');
    await expect(page.locator('#block-a1b2c3d4e5f6a7b8c9d0')).toHaveAttribute('data-block-state', 'ready');
    await page.getByRole('button', { name: 'Write to the studio' }).click();
    const dialog = page.getByRole('dialog', { name: 'Studio Inquiry' });
    await expect(dialog.getByLabel('First Name')).toBeFocused();
    await dialog.getByRole('button', { name: 'Send inquiry' }).click();
    const summary = dialog.locator('.form-summary--top');
    await expect(summary).toBeFocused();
    const links = summary.getByRole('link');
    await expect(links).toHaveCount(4);
    for (const box of await links.evaluateAll((all) => all.map((link) => link.getBoundingClientRect().height))) expect(box).toBeGreaterThanOrEqual(24);
    const scan = await new AxeBuilder({ page }).include('.form-summary--top').withTags(['wcag22aa']).analyze();
    expect(scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  });
}
