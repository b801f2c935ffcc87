/**
 * Issue 22: block data read as the platform reads it
 * (docs/behaviour/blocks.md#block-data-declaration). On pages in the platform's
 * markup, platform values (named aspect ratios, left/center alignment,
 * `disclaimerMessage: null`, strings for numbers and booleans) read without
 * a word; a value the runtime cannot use is its default and ONE console
 * warning naming the block id, type, field and value; only a block that
 * cannot render (a form with no formId) is refused.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { collectConsole, recordedRequests } from './support/qa.ts';

const blockLines = (messages: Array<{ type: string; text: string }>, type: string) =>
  messages.filter((m) => m.type === type && m.text.includes('block #')).map((m) => m.text);

async function load(page: Page, path: string) {
  const console = collectConsole(page);
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.siteInitialized === 'true');
  return console;
}

test('galleries: platform values work silently, values the gallery cannot use are one warning each, and every gallery is ready', async ({ page }) => {
  const { messages, pageErrors } = await load(page, '/fixtures/lenient/gallery.html');
  for (const id of ['block-square', 'block-slider', 'block-mosaic', 'block-negative', 'block-string-lightbox', 'block-null']) {
    await page.locator(`#${id}`).scrollIntoViewIfNeeded();
    await expect(page.locator(`#${id}`)).toHaveAttribute('data-block-state', 'ready');
  }
  // square is 1:1; "3" per row; center is the middle; slider is the strip.
  const square = page.locator('#block-square .sqs-gallery-container');
  await expect(square).toHaveClass(/sqs-gallery-design-grid/);
  expect(await square.evaluate((el) => el.style.getPropertyValue('--sqs-gallery-aspect'))).toBe('1');
  const [first, second] = await page.locator('#block-square .slide').evaluateAll((slides) => slides.slice(0, 2).map((s) => s.getBoundingClientRect()));
  expect(Math.abs(first!.width - first!.height)).toBeLessThan(2);
  expect(second!.top).toBe(first!.top);
  expect(
    await page
      .locator('#block-square .slide')
      .nth(3)
      .evaluate((s) => s.getBoundingClientRect().top),
  ).toBeGreaterThan(first!.top);
  await expect(page.locator('#block-slider .sqs-gallery-container')).toHaveClass(/sqs-gallery-design-strip/);
  // The unknown design is the markup's grid; -3 per row is the grid's 4.
  await expect(page.locator('#block-mosaic .sqs-gallery-container')).toHaveClass(/sqs-gallery-design-grid/);
  const tops = await page.locator('#block-negative .slide').evaluateAll((slides) => slides.map((s) => Math.round(s.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
  // lightbox "true" opens the lightbox, by keyboard too.
  await page.locator('#block-string-lightbox .image-slide-anchor').first().focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Image viewer' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Image viewer' })).toHaveCount(0);

  // In the order the blocks mounted (those in view first): compared as a set, each exactly once.
  expect(blockLines(messages, 'warning').sort()).toEqual([
    '[site-runtime] block #block-mosaic (type "gallery"), field "design": Error evaluating gallery block data. expected one of stacked, slideshow, slider, grid, autogrid, autocolumns, autorows, list, carousel, strip, got "mosaic"; the default is used',
    '[site-runtime] block #block-negative (type "gallery"), field "slidesPerRow": Error evaluating gallery block data. expected a number of at least 1, got -3; the default is used',
    '[site-runtime] block #block-null (type "gallery"), field "autoplay": Error evaluating gallery block data. expected true or false, got null; the default is used',
  ]);
  expect(blockLines(messages, 'error')).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('forms: a 7.1 context with disclaimerMessage null works, an unknown field type is left out with one warning, no formId is "required"', async ({
  page,
  request,
}) => {
  const { messages } = await load(page, '/fixtures/lenient/form.html');
  const form = page.locator('#block-form-real');
  await expect(form).toHaveAttribute('data-block-state', 'ready');
  await expect(form.getByRole('textbox', { name: /Email/ })).toBeVisible();
  await expect(form.getByRole('textbox', { name: /Message/ })).toBeVisible();
  await expect(form.getByText('Hologram')).toHaveCount(0);

  // The visitor can send it, by keyboard.
  await request.delete('/__qa/requests');
  await form.getByRole('textbox', { name: /Email/ }).fill('visitor@example.com');
  await form.getByRole('button', { name: 'Send' }).focus();
  await page.keyboard.press('Enter');
  await expect(form.getByText('Thank you, we will be in touch.')).toBeVisible();
  const sent = await recordedRequests(request, '/api/form/SaveFormSubmission');
  expect(sent.map((r) => r.form?.formId)).toEqual(['form-lenient']);

  // No formId: refused, its markup left as it was, the console says "required".
  await expect(page.locator('#block-form-no-id')).toHaveAttribute('data-block-state', 'error');
  await expect(page.locator('#block-form-no-id form')).toHaveCount(0);
  expect(blockLines(messages, 'warning')).toEqual([
    '[site-runtime] block #block-form-real (type "form"), field "formFields.1.type": expected one of name, phone, address, date, time, likert, checkbox, radio, select, hidden, text, textarea, email, number, website, currency, password, twitter, section, got "hologram" (the item is left out)',
  ]);
  expect(blockLines(messages, 'error')).toEqual(['[site-runtime] block #block-form-no-id (type "form"), field "formId": invalid block data: required']);
});

/** The blocks of the page that must all reach `ready`, each brought into view (some wait for it). */
async function allReady(page: Page, ids: string[]) {
  for (const id of ids) {
    await page.locator(`#${id}`).scrollIntoViewIfNeeded();
    await expect(page.locator(`#${id}`)).toHaveAttribute('data-block-state', 'ready');
  }
}

test('content blocks: a value the block can use reads silently, one it cannot is its default and one warning; none is refused', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => scripts.push(r.url()));
  const { messages, pageErrors } = await load(page, '/fixtures/lenient/blocks.html');
  await allReady(page, [
    'block-image-string',
    'block-image-null',
    'block-image-number',
    'block-map-lenient',
    'block-summary-lenient',
    'block-shape-lenient',
    'block-scaled-lenient',
    'block-embed-lenient',
    'block-social-lenient',
    'block-marquee-lenient',
    'block-highlight-lenient',
    'block-tock-lenient',
    'block-donate-lenient',
  ]);

  // Image: lightbox "true" makes the image a button that opens the viewer, by keyboard; null and 1 are no lightbox.
  const opener = page.locator('#block-image-string img[data-src]');
  await expect(opener).toHaveAttribute('role', 'button');
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Image viewer' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Image viewer' })).toHaveCount(0);
  for (const id of ['block-image-null', 'block-image-number']) {
    await expect(page.locator(`#${id} img[data-src]`)).toHaveAttribute('src', /photo-/);
    await expect(page.locator(`#${id} img[data-src]`)).not.toHaveAttribute('role', 'button');
  }

  // Map: no maps key here, so the address and its link, from the location's readable fields.
  const map = page.locator('#block-map-lenient');
  await expect(map).toHaveAttribute('data-map-state', 'fallback');
  await expect(map.locator('address')).toHaveText('Harbour Office1 Quay Street');
  await expect(map.getByRole('link', { name: 'Open in a maps site' })).toHaveAttribute(
    'href',
    'https://www.google.com/maps/search/?api=1&query=Harbour%20Office%2C%201%20Quay%20Street',
  );

  // Summary: the wall design, two items of three ("2"), and the wall's own gutter in place of -5.
  const list = page.locator('#block-summary-lenient .summary-item-list');
  await expect(list).toHaveClass(/summary-design-wall/);
  await expect(page.locator('#block-summary-lenient .summary-item:visible')).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'Winter hours' })).toBeHidden();

  // Shape: null is the square, as high as it is wide.
  const shape = (await page.locator('#block-shape-lenient .sqs-block-content').boundingBox())!;
  expect(Math.abs(shape.height - shape.width)).toBeLessThan(2);
  // Scaled text: the line fits its box on one line.
  const line = page.locator('#block-scaled-lenient .scaled-line');
  expect(await line.evaluate((el) => el.scrollWidth <= el.parentElement!.clientWidth + 1)).toBe(true);
  // Embed: the server's embed is kept; social links: no follow script requested, the link is there.
  await expect(page.locator('#block-embed-lenient iframe[title="Harbour tour video"]')).toHaveCount(1);
  await expect(page.locator('#block-social-lenient a.instagram-unauth')).toHaveAttribute('href', 'https://www.instagram.com/harbourphotos');
  expect(scripts.filter((url) => /follow/.test(url))).toEqual([]);
  // Marquee: it runs, with the two items that have text; text highlight: the wave, in the page's colour.
  await expect(page.locator('#block-marquee-lenient')).toHaveAttribute('data-marquee-state', /running|paused/);
  await expect(page.locator('#block-marquee-lenient .marquee-sr-text')).toHaveText('Fresh fish daily Open until 8 pm');
  await expect(page.locator('#block-highlight-lenient svg path').first()).toHaveAttribute('stroke', '#d9480f');
  // Donation: the button goes to the donate checkout of the markup's page.
  await expect(page.getByRole('link', { name: 'Donate now' })).toHaveAttribute('href', /donatePageId=donate-page-7/);
  // Tock: its script fills the container; without a business the block is refused and its link stays.
  await expect(page.locator('#block-tock-lenient').getByText('Book at harbour-grill')).toBeVisible();
  await expect(page.locator('#block-tock-no-business')).toHaveAttribute('data-block-state', 'error');
  await expect(page.locator('#block-tock-no-business').getByRole('link', { name: 'Book on Tock' })).toBeVisible();

  expect(blockLines(messages, 'warning').sort()).toEqual([
    '[site-runtime] block #block-donate-lenient (type "donation"), field "donatePageId": expected text, got 3; the default is used',
    '[site-runtime] block #block-embed-lenient (type "embed"), field "url": expected text, got 5; the default is used',
    '[site-runtime] block #block-highlight-lenient (type "text-highlight"), field "shape": expected one of circle, cross, enclose, jagged, marker, scribble, strike, strikeDiagonal, underline, underlineCurve, underlineDouble, wave, got "star"; the default is used',
    '[site-runtime] block #block-highlight-lenient (type "text-highlight"), field "thickness": expected a number in em or px, got "3"; the default is used',
    '[site-runtime] block #block-image-null (type "image"), field "lightbox": expected true or false, got null; the default is used',
    '[site-runtime] block #block-image-number (type "image"), field "lightbox": expected true or false, got 1; the default is used',
    '[site-runtime] block #block-map-lenient (type "map"), field "controls": expected true or false, got null; the default is used',
    '[site-runtime] block #block-map-lenient (type "map"), field "location.mapLat": expected a number, got "north"; the default is used',
    '[site-runtime] block #block-map-lenient (type "map"), field "style": expected a whole number from 1 to 6, got 9; the default is used',
    '[site-runtime] block #block-map-lenient (type "map"), field "website.mapsSettings.apiKey": the site context has no maps key; showing the address',
    '[site-runtime] block #block-marquee-lenient (type "marquee"), field "animationDirection": expected one of left, right, got "up"; the default is used',
    '[site-runtime] block #block-marquee-lenient (type "marquee"), field "marqueeItems.1.text": required (the item is left out)',
    '[site-runtime] block #block-scaled-lenient (type "scaled-text"), field "maxFontSize": expected a number of at least 1, got -12; the default is used',
    '[site-runtime] block #block-shape-lenient (type "shape"), field "shapeName": expected text, got null; the default is used',
    '[site-runtime] block #block-social-lenient (type "social-links"), field "followScriptUrl": expected text, got null; the default is used',
    '[site-runtime] block #block-summary-lenient (type "summary"), field "gutter": expected a number of at least 0, got -5; the default is used',
    '[site-runtime] block #block-summary-lenient (type "summary"), field "slidesPerRow": expected a whole number of at least 1, got null; the default is used',
    '[site-runtime] block #block-tock-lenient (type "tock"), field "timeoutMs": expected a whole number of at least 1, got "soon"; the default is used',
  ]);
  expect(blockLines(messages, 'error')).toEqual([
    '[site-runtime] block #block-tock-no-business (type "tock"), field "businessName": invalid block data: required',
  ]);
  expect(pageErrors).toEqual([]);
});

test('products: a value the product cannot use is its default and one warning, a variant without a price is left out; only a product with nothing to sell is refused', async ({
  page,
  request,
}) => {
  const { messages, pageErrors } = await load(page, '/fixtures/lenient/product.html');
  await allReady(page, ['block-product-lenient', 'block-product-plan']);

  // BUNDLE reads as a physical product; the variant priced "soon" is left out, the other two are sold.
  const mug = page.locator('#block-product-lenient');
  await expect(mug.locator('.product-block__price')).toHaveText('from $18.00');
  await expect(mug.getByLabel('Colour').locator('option')).toHaveText(['Select Colour', 'Blue', 'Red']);
  await expect(mug.locator('.product-block__badges')).toBeHidden();
  // Red: unlimited "true" is unlimited, onSale "yes" is not on sale, dimensions with a width in words are none.
  await mug.getByLabel('Colour').selectOption('Red');
  await expect(mug.locator('.product-block__price')).toHaveText('$19.00');
  await expect(mug.getByLabel('Quantity')).not.toHaveAttribute('max');
  await expect(mug.locator('.product-block__measurements')).toBeHidden();
  // Blue, by keyboard: a stock of "4" is 4; it goes to the cart.
  await request.delete('/__qa/requests');
  await mug.getByLabel('Colour').selectOption('Blue');
  await expect(mug.getByLabel('Quantity')).toHaveAttribute('max', '4');
  await mug.getByRole('button', { name: 'Add To Cart' }).focus();
  await page.keyboard.press('Enter');
  await expect(mug.getByRole('status')).toHaveText('Added to cart');
  expect((await recordedRequests(request, '/api/commerce/cart/entries')).map((r) => r.json)).toEqual([
    { productId: 'prod-mug', sku: 'SQ7000001', quantity: 1 },
  ]);

  // The digital product sells at its price; its plan, billed by the "fortnight", is no plan.
  const guide = page.locator('#block-product-plan');
  await expect(guide.locator('.product-block__price')).toHaveText('$9.00');
  await expect(guide.locator('.product-block__subscription')).toBeHidden();

  // Refused: the server markup stays.
  for (const id of ['block-product-no-id', 'block-product-no-price', 'block-product-digital-no-price']) {
    await page.locator(`#${id}`).scrollIntoViewIfNeeded();
    await expect(page.locator(`#${id}`)).toHaveAttribute('data-block-state', 'error');
    await expect(page.locator(`#${id} .product-fallback a`)).toBeVisible();
    await expect(page.locator(`#${id} .product-block`)).toHaveCount(0);
  }

  expect(blockLines(messages, 'warning').sort()).toEqual([
    '[site-runtime] block #block-product-lenient (type "product"), field "onSale": expected true or false, got null; the default is used',
    '[site-runtime] block #block-product-lenient (type "product"), field "productType": expected one of PHYSICAL, SERVICE, DIGITAL, GIFT_CARD, got "BUNDLE"; the default is used',
    '[site-runtime] block #block-product-lenient (type "product"), field "variants.0.weight": expected a number of at least 0, got "heavy"; the default is used',
    '[site-runtime] block #block-product-lenient (type "product"), field "variants.1.price": expected a whole number from 0 to 100000000, got "soon" (the item is left out)',
    '[site-runtime] block #block-product-lenient (type "product"), field "variants.2.dimensions": width: expected a number of at least 0, got "wide"; the default is used',
    '[site-runtime] block #block-product-lenient (type "product"), field "variants.2.onSale": expected true or false, got "yes"; the default is used',
    '[site-runtime] block #block-product-no-price (type "product"), field "variants.0.price": expected a whole number from 0 to 100000000, got null (the item is left out)',
    '[site-runtime] block #block-product-plan (type "product"), field "subscriptionPlan": billingPeriod: unit: expected one of week, month, year, got "fortnight"; the default is used',
  ]);
  expect(blockLines(messages, 'error').sort()).toEqual([
    '[site-runtime] block #block-product-digital-no-price (type "product"), field "priceCents": invalid block data: required for a digital product',
    '[site-runtime] block #block-product-no-id (type "product"), field "id": invalid block data: required',
    '[site-runtime] block #block-product-no-price (type "product"), field "variants": invalid block data: expected at least one variant with a price',
  ]);
  expect(pageErrors).toEqual([]);
});
