/**
 * Issue 27: gallery journeys a visitor must be able to finish: slides with a
 * click-through URL follow it (safe URLs only) instead of opening the lightbox;
 * the slideshow's own fields; slideshows a keyboard user can follow.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { collectConsole } from './support/qa.ts';

const open = async (page: Page, path: string, ids: string[]) => {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.siteInitialized === 'true');
  for (const id of ids) await expect(page.locator(`#${id}`)).toHaveAttribute('data-block-state', 'ready');
};

test.describe('click-through URLs', () => {
  test('keyboard: the slideshow slide is a link; Enter follows it, not the lightbox', async ({ page }) => {
    await open(page, '/fixtures/gallery/click-through.html', ['block-show', 'block-grid']);
    const link = page.locator('#block-show').getByRole('link', { name: 'Visit the grid' });
    await expect(link).toBeVisible();
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/fixtures\/gallery\/grid\.html\?from=slideshow$/);
  });

  test('mouse: a grid slide with a link goes there (its anchor points there too); the others still open the lightbox', async ({ page }) => {
    await page.route('https://shop.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Shop</title><h1>Spring</h1>' }));
    await open(page, '/fixtures/gallery/click-through.html', ['block-show', 'block-grid']);
    const anchors = page.locator('#block-grid .image-slide-anchor');
    await expect(anchors.nth(0)).toHaveAttribute('href', 'https://shop.example/spring');
    await anchors.nth(1).click();
    const dialog = page.getByRole('dialog', { name: 'Image viewer' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await anchors.nth(0).click();
    await expect(page).toHaveURL('https://shop.example/spring');
    await expect(page.getByRole('heading', { name: 'Spring' })).toBeVisible();
  });

  test('a javascript: click-through is refused with one warning naming the block and field; that slide opens the lightbox', async ({ page }) => {
    const { messages, pageErrors } = collectConsole(page);
    await page.on('dialog', (d) => void d.dismiss());
    await open(page, '/fixtures/gallery/click-through.html', ['block-show', 'block-grid']);
    const warnings = messages.filter((m) => m.type === 'warning' && m.text.includes('data-click-through-url'));
    expect(warnings.map((m) => m.text)).toEqual([
      '[site-runtime] gallery #block-show, slide "slide-2", field "data-click-through-url": not an http(s) or relative URL; not followed',
    ]);
    await page.locator('#block-show .sqs-gallery-control.next').click();
    const slide = page.locator('#block-show .slide').nth(1);
    await expect(slide).toHaveClass(/sqs-active-slide/);
    await expect(slide.getByRole('link')).toHaveCount(0);
    await slide.getByRole('button', { name: 'Photo 2' }).click();
    await expect(page.getByRole('dialog', { name: 'Image viewer' })).toBeVisible();
    expect(page.url()).toContain('/fixtures/gallery/click-through.html');
    expect(pageErrors).toEqual([]);
  });
});

test.describe('click-through URLs with newWindow', () => {
  const NEW = '/fixtures/gallery/click-through-new-window.html';
  /** The new tab a step opens, and this page's address after it (unchanged). */
  const popupFrom = async (page: Page, step: () => Promise<void>) => {
    const [popup] = await Promise.all([page.waitForEvent('popup'), step()]);
    await popup.waitForLoadState('domcontentloaded');
    return popup;
  };

  test('keyboard: Enter on the slideshow link opens it in a new tab without an opener; this page stays', async ({ page }) => {
    await open(page, NEW, ['block-show-new', 'block-grid-new']);
    const link = page.locator('#block-show-new').getByRole('link', { name: 'Visit the grid' });
    await link.focus();
    const popup = await popupFrom(page, () => page.keyboard.press('Enter'));
    expect(popup.url()).toMatch(/\/fixtures\/gallery\/grid\.html\?from=new-window$/);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    expect(page.url()).toContain(NEW);
    await expect(page.getByRole('dialog', { name: 'Image viewer' })).toHaveCount(0);
  });

  test('mouse: the grid slide opens its link in a new tab (its anchor says so too); the other slide still opens the lightbox', async ({ page, context }) => {
    await context.route('https://shop.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Shop</title><h1>Spring</h1>' }));
    await open(page, NEW, ['block-show-new', 'block-grid-new']);
    const anchors = page.locator('#block-grid-new .image-slide-anchor');
    await expect(anchors.nth(0)).toHaveAttribute('target', '_blank');
    await expect(anchors.nth(0)).toHaveAttribute('rel', 'noopener');
    const popup = await popupFrom(page, () => anchors.nth(0).click());
    expect(popup.url()).toBe('https://shop.example/spring');
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    expect(page.url()).toContain(NEW);
    await anchors.nth(1).click();
    await expect(page.getByRole('dialog', { name: 'Image viewer' })).toBeVisible();
  });
});

const active = (page: Page, id: string) =>
  page.locator(`#${id} .sqs-gallery > .slide`).evaluateAll((slides) => slides.findIndex((s) => s.classList.contains('sqs-active-slide')));
/** Stops the installed clock, so only the test moves time on. */
const freeze = async (page: Page) => page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);

test.describe('slideshow fields', () => {
  test('randomize is on by default: autoplay goes to the slide Math.random picks, not the next', async ({ page }) => {
    // 0.99 of the three other slides is the last one; in order it would be the second.
    await page.addInitScript(() => (Math.random = () => 0.99));
    await page.clock.install();
    await open(page, '/fixtures/gallery/slideshow-fields.html', ['block-fields']);
    await freeze(page);
    const start = await active(page, 'block-fields');
    await page.clock.runFor(2000);
    expect(await active(page, 'block-fields')).toBe((start + 3) % 4);
  });

  test('meta-position, vSize and thumbnail-strip-margin place the caption, size the slides and space the strip; no warnings', async ({ page }) => {
    const { messages } = collectConsole(page);
    await open(page, '/fixtures/gallery/slideshow-fields.html', ['block-fields', 'block-mixed']);
    const container = page.locator('#block-fields .sqs-gallery-container');
    await expect(container).toHaveClass(/sqs-gallery-block-meta-position-top-right/);
    const surface = container.locator('.sqs-gallery');
    expect(await surface.evaluate((el) => el.getBoundingClientRect().height)).toBe(340);
    const box = (await surface.boundingBox())!;
    const meta = (await container.locator('.slide.sqs-active-slide .meta').boundingBox())!;
    expect(meta.y - box.y).toBe(20);
    expect(Math.round(box.x + box.width - (meta.x + meta.width))).toBe(20);
    await expect(container.locator('.sqs-gallery-thumbnails')).toHaveCSS('margin-top', '24px');
    expect(messages.filter((m) => m.type === 'warning')).toEqual([]);
  });

  test("mixedContent: the box takes the current slide's shape as the visitor moves", async ({ page }) => {
    await open(page, '/fixtures/gallery/slideshow-fields.html', ['block-mixed']);
    const surface = page.locator('#block-mixed .sqs-gallery');
    const ratio = () => surface.evaluate((el) => Math.round((el.clientWidth / el.clientHeight) * 100) / 100);
    expect(await ratio()).toBe(1.5);
    await page.locator('#block-mixed .sqs-gallery-control.next').focus();
    await page.keyboard.press('Enter');
    await expect.poll(ratio).toBe(0.67);
  });
});

test.describe('slideshows a keyboard user can follow', () => {
  const page1 = '/fixtures/gallery/slideshow-a11y.html';
  const ids = ['block-first', 'block-second'];

  test('each gallery is its own landmark: two with the same first title pass axe (landmark-unique included)', async ({ page }) => {
    await open(page, page1, ids);
    await expect(page.getByRole('region', { name: 'Gallery: Photo 1', exact: true })).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Gallery: Photo 1 (2)', exact: true })).toHaveCount(1);
    const results = await new AxeBuilder({ page }).include('main').analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  test('autoplay holds while focus is inside, resumes 1 s after focus leaves; the visible pause control stops it until played again', async ({ page }) => {
    await page.clock.install();
    await open(page, page1, ids);
    await freeze(page);
    const start = await active(page, 'block-first');
    const gallery = page.locator('#block-first');
    await gallery.locator('.sqs-gallery-control.next').focus();
    await page.clock.runFor(10000);
    expect(await active(page, 'block-first')).toBe(start);
    // Shift+Tab from the field below goes back into the gallery; Tab leaves it.
    await page.locator('#text-field').focus();
    await page.clock.runFor(900);
    expect(await active(page, 'block-first')).toBe(start);
    await page.clock.runFor(150);
    expect(await active(page, 'block-first')).toBe(start + 1);
    // The pause control, by keyboard: named for what it does, and it holds after focus leaves.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    const pause = gallery.getByRole('button', { name: 'Pause slideshow' });
    await expect(pause).toBeFocused();
    await expect(pause).toBeVisible();
    await page.keyboard.press('Enter');
    const play = gallery.getByRole('button', { name: 'Play slideshow' });
    await expect(play).toBeFocused();
    await page.locator('#text-field').focus();
    await page.clock.runFor(10000);
    expect(await active(page, 'block-first')).toBe(start + 1);
    await play.focus();
    await page.keyboard.press('Space');
    await expect(gallery.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
    await page.locator('#text-field').focus();
    await page.clock.runFor(1050);
    expect(await active(page, 'block-first')).toBe(start + 2);
  });

  test('after moving inside the lightbox opened from a slideshow, closing it puts focus on the slide shown, not the page', async ({ page }) => {
    await page.clock.install();
    await open(page, page1, ids);
    await freeze(page);
    const start = await active(page, 'block-first');
    const slides = page.locator('#block-first .sqs-gallery > .slide');
    await slides.nth(start).getByRole('button').focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Image viewer' });
    await expect(dialog).toBeVisible();
    await page.clock.runFor(1000);
    await page.keyboard.press('ArrowRight');
    await page.clock.runFor(300);
    await page.keyboard.press('ArrowRight');
    await page.clock.runFor(300);
    await page.keyboard.press('Escape');
    await page.clock.runFor(1000);
    await expect(dialog).toHaveCount(0);
    const shown = await active(page, 'block-first');
    expect(shown).toBe((start + 2) % 5);
    await expect(slides.nth(shown).getByRole('button')).toBeFocused();
  });

  test("reduced motion switched on after load stops every slideshow's autoplay and takes its pause control away", async ({ page }) => {
    await page.clock.install();
    await open(page, page1, ids);
    await freeze(page);
    const first = await active(page, 'block-first');
    const second = await active(page, 'block-second');
    await expect(page.getByRole('button', { name: 'Pause slideshow' })).toHaveCount(2);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // The change event arrives with the page's next rendering step: its sign (the controls gone) first, then time.
    await expect(page.getByRole('button', { name: /Pause slideshow|Play slideshow/ })).toHaveCount(0);
    await page.clock.runFor(10000);
    expect(await active(page, 'block-first')).toBe(first);
    expect(await active(page, 'block-second')).toBe(second);
  });
});
