/**
 * Image blocks whose server markup wraps the image in its own "View fullsize"
 * button (`button.sqs-block-image-button.lightbox`, 7.1) open the image in
 * the runtime's lightbox from that button, by pointer and keyboard, and focus
 * comes back to the button on close (issue 43: 18 such buttons did nothing).
 */
import { probes } from '../../widgets/image/test/probe.ts';
import { expect, test, type Page } from './support/test.ts';

const PAGE = '/fixtures/platform/image-lightbox-buttons.html';

async function load(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(PAGE);
  for (const n of [1, 2]) await expect(page.locator(`#block-fullsize-${n}`)).toHaveAttribute('data-block-state', 'ready');
}

for (const width of [1280, 390]) {
  test(`at ${width} px "View fullsize" opens the image in the lightbox by click and by keyboard, and focus comes back`, async ({ page }) => {
    await load(page, width);
    const buttons = page.getByRole('button', { name: 'View fullsize' });
    await expect(buttons).toHaveCount(2);
    // The image inside the button is not made a second button.
    await expect(page.locator('#block-fullsize-1 img')).not.toHaveAttribute('role', 'button');
    const viewer = page.getByRole('dialog', { name: 'Image viewer' });

    await buttons.nth(1).click();
    await expect(viewer).toBeVisible();
    await expect(viewer.locator('img[alt="Garden wall"]')).toHaveAttribute('src', /photo-2\.svg\?format=\d+w$/);
    // The button's description is the caption (on a phone, behind the lightbox's caption toggle).
    await expect(viewer.getByText('Ink on rice paper')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
    await expect(buttons.nth(1)).toBeFocused();

    await buttons.nth(0).focus();
    await page.keyboard.press('Space');
    await expect(viewer).toBeVisible();
    await expect(viewer.locator('img[alt="Quiet harbour"]')).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(viewer).toHaveCount(0);
    await expect(buttons.nth(0)).toBeFocused();

    for (const probe of probes) for (let i = 0; i < 2; i++) await probe.run({ page, target: page.locator(probe.selector).nth(i), width });
  });
}
