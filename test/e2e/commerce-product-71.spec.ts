/**
 * Issue 35: a 7.1 product page's controllers (docs/behaviour/commerce.md#product-controllers)
 * taken up as a visitor meets them: the product image shown and switched by
 * the thumbnails, the options showing price and stock, Add To Cart adding
 * through the QA server's cart with the header's count following, the zoom
 * and the lightbox. Each visitor probe (widgets/NAME/test/probe.ts) is run on the
 * fixture too, and the page's first view is held to its cost budget.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { collectConsole, recordedRequests, respondWith } from './support/qa.ts';
import { hasSiteCss, serveSiteCss } from './support/site-css.ts';
import { bytesOf, recordDownloads } from './support/downloads.ts';
import { onWorkerPage } from './support/idle-baseline.ts';
import { costBudget } from './support/budget.ts';
import { builtManifest } from './support/manifest.ts';
import { discoverProbes } from '../../tools/probes/discover.ts';
import { runProbes } from '../../tools/probes/run.ts';
import { probes as galleryProbes } from '../../widgets/product-gallery/test/probe.ts';

const PAGE = '/fixtures/commerce/product-71.html';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const ENTRIES = '/api/commerce/cart/entries';
const STEPS = [100, 300, 500, 750, 1000, 1500, 2500];

async function load(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await serveSiteCss(page);
  await page.goto(PAGE);
  await expect(page.locator('[data-controller]:not([data-block-state="ready"])')).toHaveCount(0);
  await expect(page.locator('#header-cart')).toHaveClass(/cart-initialized/);
}

const slide = (page: Page, n: number) => page.locator('.ProductItem-gallery-slides-item').nth(n - 1);
const cartCount = (page: Page) => page.locator('.header-actions .sqs-cart-quantity');
const addToCart = (page: Page) => page.getByRole('button', { name: 'Add To Cart' });
const message = (page: Page) => page.locator('.product-item-message');

/** The width step the loader should ask for: the smallest step at least the box's width × devicePixelRatio. */
async function wantedStep(page: Page, n: number): Promise<number> {
  const width = await slide(page, n).evaluate((el) => el.getBoundingClientRect().width * devicePixelRatio);
  return STEPS.find((step) => step >= width) ?? 2500;
}

/** The opacity the visitor sees an element at: its own times every ancestor's. */
const seenOpacity = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => {
    let seen = 1;
    for (let node: Element | null = el; node; node = node.parentElement) seen *= Number(getComputedStyle(node).opacity);
    return seen;
  });

test.describe('7.1 product page controllers', () => {
  test.skip(!hasSiteCss(), 'the site stylesheet (../shared/real-pages/css/) is not beside the repository');

  for (const size of [DESKTOP, PHONE]) {
    test(`gallery at ${size.width}: the product image is shown at its width step; thumbnails switch it by click and keyboard`, async ({ page }) => {
      const console = collectConsole(page);
      await load(page, size);
      const first = slide(page, 1).locator('img');
      await expect(slide(page, 1)).toHaveClass(/\bselected\b/);
      await expect(slide(page, 1)).toHaveClass(/\bloaded\b/);
      await expect(first).toHaveAttribute('src', new RegExp(`photo-1\\.svg\\?format=${await wantedStep(page, 1)}w$`));
      await expect(first).toBeVisible();
      expect(await seenOpacity(page, '.ProductItem-gallery-slides-item:first-child img')).toBe(1);
      await expect(page.locator('.ProductItem-gallery-thumbnails-item.loaded')).toHaveCount(3);
      await expect(page.locator('.ProductItem-gallery-current-slide-indicator')).toHaveText('1/3');
      await page.screenshot({ path: test.info().outputPath(`product-71-${size.width}.png`), fullPage: true });

      await page.getByRole('button', { name: 'Show image 2 of 3' }).click();
      await expect(slide(page, 2)).toHaveClass(/\bselected\b/);
      await expect(slide(page, 2).locator('img')).toHaveAttribute('src', /photo-2\.svg\?format=\d+w$/);
      await expect(slide(page, 2)).toHaveClass(/\bloaded\b/);
      await expect(slide(page, 1)).toHaveAttribute('aria-hidden', 'true');
      await expect(page.getByRole('button', { name: 'Show image 2 of 3' })).toHaveAttribute('aria-current', 'true');

      await page.getByRole('button', { name: 'Show image 3 of 3' }).focus();
      await page.keyboard.press('Enter');
      await expect(slide(page, 3)).toHaveClass(/\bselected\b/);
      await expect(page.locator('.ProductItem-gallery-current-slide-indicator')).toHaveText('3/3');
      await page.keyboard.press('ArrowLeft');
      await expect(slide(page, 2)).toHaveClass(/\bselected\b/);
      await expect(page.getByRole('button', { name: 'Show image 2 of 3' })).toBeFocused();
      await expect.poll(() => seenOpacity(page, '.ProductItem-gallery-slides-item:nth-child(2) img')).toBe(1);
      expect(console.pageErrors).toEqual([]);
    });
  }

  test('the newer product layout (pdp-layout, full bleed) at 390: the first slide is seen, a thumbnail shows its own', async ({ page }) => {
    // The same page in the layout's class names: the stylesheet hides every .pdp-gallery-slides but the selected one.
    await page.route(`**${PAGE}`, async (route) => {
      const body = (await (await route.fetch()).text())
        .replaceAll('"ProductItem-gallery-slides-item"', '"pdp-gallery-slides"')
        .replace('class="ProductItem-gallery-slides"', 'class="pdp-gallery-images"')
        .replace('class="ProductItem-gallery-current-slide-indicator"', 'class="pdp-gallery-slide-indicator"')
        .replace('class="ProductItem-gallery"', 'class="pdp-gallery"')
        .replace('<article class="ProductItem"', '<article class="ProductItem pdp-layout pdp-layout-full-bleed"');
      await route.fulfill({ contentType: 'text/html', body });
    });
    await load(page, PHONE);
    const slides = page.locator('.pdp-gallery-slides');
    await expect(slides.first()).toHaveClass(/\bselected\b/);
    await expect(slides.first().locator('img')).toHaveAttribute('src', /photo-1\.svg\?format=\d+w$/);
    expect(await slides.first().evaluate((el) => getComputedStyle(el).visibility)).toBe('visible');
    expect(await slides.nth(1).evaluate((el) => getComputedStyle(el).visibility)).toBe('hidden');
    // (This made-up arrangement lets the slide cover the thumbnails, which the layout's own markup places apart: the keyboard, then.)
    await page.getByRole('button', { name: 'Show image 2 of 3' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => slides.nth(1).evaluate((el) => getComputedStyle(el).visibility)).toBe('visible');
    await expect(page.locator('.pdp-gallery-slide-indicator')).toHaveText('2/3');
    await galleryProbes[0]!.run({ page, target: page.locator(galleryProbes[0]!.selector), width: PHONE.width });
  });

  test('options: a whole choice shows its price and stock; sold out makes Add To Cart unavailable, in stock available again', async ({ page }) => {
    await load(page, DESKTOP);
    const variants = page.locator('[data-controller="ProductItemVariants"]');
    await expect(addToCart(page)).not.toHaveAttribute('aria-disabled');
    await expect(page.locator('.variant-select-wrapper').first()).toHaveAttribute('data-text', 'Select Colour');
    await expect(variants).toHaveAttribute('data-unselected-options', '["Colour","Size"]');
    await page.getByLabel('Select Colour').selectOption('Sand');
    await expect(page.locator('.variant-select-wrapper').first()).toHaveAttribute('data-text', 'Sand');
    await page.getByLabel('Select Size').selectOption('Large');
    await expect(page.locator('.product-price')).toHaveText('$28.00');
    await expect(page.locator('.product-variant-status')).toHaveText('Sold Out');
    await expect(addToCart(page)).toHaveAttribute('aria-disabled', 'true');
    await expect(variants).toHaveAttribute('data-selected-variant', 'SQ7100002');
    await expect(variants).not.toHaveAttribute('data-variant-in-stock');
    await page.getByLabel('Select Colour').selectOption('Slate');
    await expect(page.locator('.product-price')).toHaveText('$26.00');
    await expect(page.locator('.product-variant-status')).toHaveText('Sale');
    await expect(addToCart(page)).not.toHaveAttribute('aria-disabled');
    await expect(variants).toHaveAttribute('data-variant-in-stock', '');
    await expect(variants).toHaveAttribute('data-unselected-options', '[]');
  });

  for (const size of [DESKTOP, PHONE]) {
    test(`Add To Cart at ${size.width}: a missing option says so, sending nothing; a whole choice sends the cart call, the count goes up`, async ({ page }) => {
      await load(page, size);
      await expect(cartCount(page)).toHaveText('0');
      await addToCart(page).click();
      await expect(message(page)).toHaveText('Update the missing or invalid information above.');
      await expect(page.getByLabel('Select Colour')).toHaveAttribute('aria-invalid', 'true');
      expect(await recordedRequests(page.request, ENTRIES)).toEqual([]);

      await page.getByLabel('Select Colour').selectOption('Slate');
      await page.getByLabel('Select Size').selectOption('Small');
      await page.getByLabel('Quantity:').fill('2');
      // The templates' div[role=button]: Enter presses it as it does a <button>.
      await addToCart(page).focus();
      await page.keyboard.press('Enter');
      await expect(message(page)).toHaveText('Added to cart');
      await expect(cartCount(page)).toHaveText('2');
      const [sent] = await recordedRequests(page.request, ENTRIES);
      expect(sent!.method).toBe('POST');
      expect(sent!.json).toEqual({ productId: '6a0000000000000000000171', sku: 'SQ7100003', quantity: 2 });
      await expect(page.getByLabel('Select Colour')).not.toHaveAttribute('aria-invalid');
    });
  }

  test("Add To Cart answered 500: the cart's exact message, the choice kept, and the button works again", async ({ page }) => {
    await load(page, DESKTOP);
    await page.getByLabel('Select Colour').selectOption('Sand');
    await page.getByLabel('Select Size').selectOption('Small');
    await respondWith(page.request, { method: 'POST', path: ENTRIES, status: 500, body: { error: 'boom' }, times: 1 });
    await addToCart(page).click();
    await expect(message(page)).toHaveText('Unable to add item Please try again.');
    await expect(cartCount(page)).toHaveText('0');
    await expect(page.getByLabel('Select Colour')).toHaveValue('Sand');
    await addToCart(page).click();
    await expect(message(page)).toHaveText('Added to cart');
    await expect(cartCount(page)).toHaveText('1');
    expect(await recordedRequests(page.request, ENTRIES)).toHaveLength(2);
  });

  test('zoom at 1280: the product image magnifies under the pointer and by keyboard', async ({ page }) => {
    await load(page, DESKTOP);
    const host = slide(page, 1);
    await host.hover();
    await expect(host).toHaveClass(/\bsqs-image-zoom--zoomed\b/);
    expect(await host.locator('img').evaluate((img) => img.style.transform)).toBe('scale(2)');
    await page.mouse.move(0, 0);
    await expect(host).not.toHaveClass(/\bsqs-image-zoom--zoomed\b/);
    await host.focus();
    await page.keyboard.press('Enter');
    await expect(host).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Escape');
    await expect(host).toHaveAttribute('aria-pressed', 'false');
  });

  for (const size of [DESKTOP, PHONE]) {
    test(`lightbox at ${size.width}: the shown image opens full size by keyboard, axe clean; Escape closes it and gives focus back`, async ({ page }) => {
      await load(page, size);
      await page.getByRole('button', { name: 'Show image 2 of 3' }).click();
      const opener = page.getByRole('button', { name: 'View full size' });
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Image viewer' });
      await expect(dialog).toBeVisible();
      const shown = dialog.locator('img[alt="The mug from above"]');
      await expect(shown).toBeVisible();
      await expect(shown).toHaveAttribute('src', /photo-2\.svg\?format=\d+w$/);
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });
  }

  test('lightbox by mouse: a click on the product image opens it at that image', async ({ page }) => {
    await load(page, DESKTOP);
    await slide(page, 1).click();
    const dialog = page.getByRole('dialog', { name: 'Image viewer' });
    const shown = dialog.locator('img[alt="A sand stoneware mug, front"]');
    await expect(shown).toBeVisible();
    await expect(shown).toHaveAttribute('src', /photo-1\.svg\?format=\d+w$/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('invalid data-variants: one message naming the controller and the attribute; the options left as sent, the rest of the page works', async ({ page }) => {
    const console = collectConsole(page);
    await page.route(`**${PAGE}`, async (route) => {
      const body = (await (await route.fetch()).text()).replace(/data-variants="[^"]*"/, 'data-variants="{not json"');
      await route.fulfill({ contentType: 'text/html', body });
    });
    await page.setViewportSize(DESKTOP);
    await serveSiteCss(page);
    await page.goto(PAGE);
    await expect(page.locator('[data-controller="ProductItemVariants"]')).toHaveAttribute('data-block-state', 'error');
    await expect(page.locator('[data-controller="ProductGallery"]')).toHaveAttribute('data-block-state', 'ready');
    await expect(slide(page, 1)).toHaveClass(/\bloaded\b/);
    const said = console.messages.filter((m) => m.text.includes('data-variants'));
    expect(said).toHaveLength(1);
    expect(said[0]!.text).toContain('block #product-variants-');
    // The button is left as sent: a press adds nothing rather than a wrong variant.
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    expect(await recordedRequests(page.request, ENTRIES)).toEqual([]);
    await expect(page.locator('[data-controller="ProductItemVariants"]')).not.toHaveAttribute('data-unselected-options');
  });

  for (const size of [DESKTOP, PHONE]) {
    test(`every product probe passes on the fixture at ${size.width}, run as the corpus runs them`, async ({ page }) => {
      const owners = new Set(['product-gallery', 'product-variants', 'product-cart-button', 'image-zoom', 'lightbox']);
      const probes = (await discoverProbes(process.cwd())).filter((probe) => owners.has(probe.owner));
      expect([...new Set(probes.map((probe) => probe.owner))].sort()).toEqual([...owners].sort());
      await load(page, size);
      const results = await runProbes(page, { width: size.width, probes, reload: () => load(page, size) });
      expect(results.filter((result) => !result.ok)).toEqual([]);
      expect(new Set(results.map((result) => result.owner))).toEqual(size.width === 1280 ? owners : new Set([...owners].filter((o) => o !== 'image-zoom')));
      // The cart probe answered its own request: nothing reached the cart.
      expect(await recordedRequests(page.request, ENTRIES)).toEqual([]);
    });
  }
});

test('the 7.1 product page\'s first view costs at most costBudget["product-page-71"] beyond the idle start, with no React', async ({ page, browser }, info) => {
  const idle = new Set(
    await onWorkerPage(browser, info, async (blank) => {
      const downloads = recordDownloads(blank);
      await blank.goto('/fixtures/blocks/no-blocks.html');
      await expect(blank.locator('html')).toHaveAttribute('data-site-services', 'ready');
      return (await downloads.settled()).map((d) => d.file);
    }),
  );
  const downloads = recordDownloads(page);
  await load(page, DESKTOP);
  await expect(page.locator('html')).toHaveAttribute('data-site-services', 'ready');
  const fetched = (await downloads.settled()).filter((d) => !idle.has(d.file));
  const runtime = fetched.filter((d) => d.file.startsWith('site-blocks-'));
  const own = fetched.filter((d) => !d.file.startsWith('site-blocks-'));
  const bytes = bytesOf(own);
  const budget = costBudget('product-page-71');
  const report = `7.1 product page first view: ${bytes} B gzip in ${own.length} files (budget ${budget} B), plus the ${bytesOf(runtime)} B blocks runtime`;
  test.info().annotations.push({ type: 'gzip', description: report }, ...own.map((d) => ({ type: 'file', description: `${d.file}: ${d.gzip} B` })));
  console.log(report, own.map((d) => `${d.file} ${d.gzip}`).join(' '));
  expect(own.map((d) => `chunks/${d.file}`)).not.toContain(builtManifest().shared.react);
  expect(bytes).toBeLessThanOrEqual(budget);
});
