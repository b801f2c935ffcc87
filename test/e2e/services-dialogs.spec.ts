import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from './support/test.ts';
import { collectScriptRequests } from './support/qa.ts';
import { builtManifest } from './support/manifest.ts';
import { pauseClock } from './support/clock.ts';

const GALLERY = '/fixtures/services/dialogs.html';

async function openGallery(page: Page): Promise<void> {
  await page.goto(GALLERY);
  // The gallery's script marks the page once its tooltips are bound.
  await page.waitForFunction(() => document.documentElement.dataset.siteInitialized === 'true' && document.documentElement.hasAttribute('data-tooltips-ready'));
}

/** Opens the page, then stops its clock: the test moves time itself (the tooltip's delay). */
async function openGalleryOnPausedClock(page: Page): Promise<void> {
  await page.clock.install();
  await openGallery(page);
  await pauseClock(page);
}

/** Opens a demo with the keyboard alone: focus its button, press Enter. */
async function openWithKeyboard(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name, exact: true }).focus();
  await page.keyboard.press('Enter');
}

const result = (page: Page) => page.locator('#result');

test.describe('dialog styles, keyboard only', () => {
  const cases: Array<[demo: string, buttons: string[], press: string, outcome: string]> = [
    ['Confirm or reject', ['Reject', 'Confirm'], 'Reject', 'reject'],
    ['Confirm or cancel', ['Cancel', 'Confirm'], 'Confirm', 'confirm'],
    ['Confirm only', ['Confirm'], 'Confirm', 'confirm'],
  ];
  for (const [demo, buttons, press, outcome] of cases) {
    test(`${demo}: ${buttons.join(' and ')}; ${press} ends it as ${outcome} and focus goes back`, async ({ page }) => {
      await openGallery(page);
      await openWithKeyboard(page, demo);
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute('aria-modal', 'true');
      expect(await dialog.getByRole('button').allTextContents()).toEqual(buttons);
      // Focus moved in, onto the action.
      await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeFocused();
      // Tab stays inside (wraps), whichever way.
      for (let i = 0; i < buttons.length + 1; i++) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Shift+Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await dialog.getByRole('button', { name: press }).focus();
      await page.keyboard.press('Enter');
      await expect(result(page)).toHaveText(
        `${demo === 'Confirm or reject' ? 'confirm-reject' : demo === 'Confirm or cancel' ? 'confirm-cancel' : 'confirm'}: ${outcome}`,
      );
      await expect(page.locator('.site-dialog')).toHaveCount(0);
      await expect(page.getByRole('button', { name: demo, exact: true })).toBeFocused();
    });
  }

  test('no buttons: the dialog itself takes focus and Escape cancels it', async ({ page }) => {
    await openGallery(page);
    await openWithKeyboard(page, 'No buttons');
    const dialog = page.getByRole('dialog', { name: 'Store hours' });
    await expect(dialog).toBeVisible();
    expect(await dialog.getByRole('button').count()).toBe(0);
    await expect(dialog).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(result(page)).toHaveText('none: cancel');
    await expect(page.getByRole('button', { name: 'No buttons' })).toBeFocused();
  });

  test('the alert says Okay and is an alertdialog named by its title', async ({ page }) => {
    await openGallery(page);
    await openWithKeyboard(page, 'Alert');
    const alert = page.getByRole('alertdialog', { name: 'Out of print' });
    await expect(alert).toContainText('This edition is out of print.');
    await expect(alert.getByRole('button')).toHaveText(['Okay']);
    await expect(alert.getByRole('button', { name: 'Okay' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(result(page)).toHaveText('alert: confirm');
  });
});

test('a modal dialog is labelled and described, 350 wide with 20 padding, at z-index 30000, and locks page scroll', async ({ page }) => {
  await openGallery(page);
  await openWithKeyboard(page, 'Confirm or cancel');
  const dialog = page.getByRole('dialog', { name: 'Place a hold?' });
  await expect(dialog).toBeVisible();
  const describedBy = await dialog.getAttribute('aria-describedby');
  await expect(page.locator(`#${describedBy}`)).toHaveText('We will keep the book for you for seven days.');
  const box = await dialog.evaluate((el) => {
    const style = getComputedStyle(el);
    return { width: el.getBoundingClientRect().width, padding: style.paddingTop, z: getComputedStyle(el.parentElement!).zIndex };
  });
  expect(box).toEqual({ width: 350, padding: '20px', z: '30000' });
  // The modal helpers (focus trap, scroll lock) arrive in a chunk of their own, just after the dialog shows.
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
  await page.mouse.wheel(0, 600);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.keyboard.press('Escape');
  await expect(result(page)).toHaveText('confirm-cancel: cancel');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
});

test('shown, then ended, then hidden, then destroyed; dialog:open and dialog:close carry the kind and the result', async ({ page }) => {
  await openGallery(page);
  await page.evaluate(() => {
    const w = window as unknown as { events: unknown[]; states: string[] };
    w.events = [];
    w.states = [];
    const log = (name: string) => (payload: unknown) => w.events.push([name, payload]);
    window.SiteRuntime!.bus.on('dialog:open', log('dialog:open'));
    window.SiteRuntime!.bus.on('dialog:close', log('dialog:close'));
    new MutationObserver((records) => {
      for (const r of records) {
        if (r.type === 'attributes') w.states.push((r.target as Element).getAttribute('data-dialog-state')!);
        r.removedNodes.forEach((node) => node instanceof Element && node.querySelector('.site-dialog') && w.states.push('removed'));
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-dialog-state'] });
  });
  await openWithKeyboard(page, 'Confirm or reject');
  const dialog = page.locator('.site-dialog');
  await expect(dialog).toHaveAttribute('data-dialog-state', 'shown');
  const id = await dialog.getAttribute('id');
  await page.getByRole('button', { name: 'Reject', exact: true }).press('Enter');
  await expect(page.locator(`#${id}`)).toHaveCount(0);
  const seen = await page.evaluate(() => {
    const w = window as unknown as { events: unknown[]; states: string[] };
    return { events: w.events, states: w.states };
  });
  expect(seen.events).toEqual([
    ['dialog:open', { id, kind: 'confirm' }],
    ['dialog:close', { id, kind: 'confirm', result: 'reject' }],
  ]);
  expect(seen.states).toEqual(['shown', 'hiding', 'removed', 'destroyed']);
});

test('stacked dialogs close one at a time, most recent first; Escape while the second is still opening closes exactly that one', async ({ page }) => {
  await openGallery(page);
  await openWithKeyboard(page, 'Two dialogs');
  const first = page.getByRole('dialog', { name: 'First dialog' });
  await expect(first).toHaveAttribute('data-dialog-state', 'shown');
  await first.getByRole('button', { name: 'Open another' }).focus();
  // Record, as the Escape arrives, whether the second dialog is still fading in.
  await page.evaluate(() => {
    document.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'Escape') return;
        const second = document.querySelectorAll('.site-dialog')[1];
        (window as unknown as { atEscape: unknown }).atEscape ??= second?.getAttribute('data-dialog-state') ?? 'absent';
      },
      { capture: true },
    );
  });
  // Enter opens the second dialog; Escape follows at once, inside its 300 ms fade-in.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  expect(await page.evaluate(() => (window as unknown as { atEscape: unknown }).atEscape)).toBe('showing');
  await expect(result(page)).toHaveText('second: cancel');
  await expect(page.getByRole('dialog', { name: 'Second dialog' })).toHaveCount(0);
  await expect(first).toBeVisible();
  await expect(first).toHaveAttribute('data-dialog-state', 'shown');
  // Focus went back into the first dialog, to the button that opened the second.
  await expect(first.getByRole('button', { name: 'Open another' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(result(page)).toHaveText('stacked: cancel');
  await expect(page.locator('.site-dialog')).toHaveCount(0);
});

test('a press outside the top dialog closes it; a press inside does not', async ({ page }) => {
  await openGallery(page);
  await openWithKeyboard(page, 'Confirm or cancel');
  const dialog = page.getByRole('dialog', { name: 'Place a hold?' });
  await expect(dialog).toHaveAttribute('data-dialog-state', 'shown');
  await dialog.getByText('We will keep the book').click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(20, 700);
  await expect(result(page)).toHaveText('confirm-cancel: cancel');
  await expect(dialog).toHaveCount(0);
});

test('the information dialog shows top right without taking focus and hides itself after 2000 ms', async ({ page }) => {
  await openGallery(page);
  // The page's clock from here on: the 2000 ms are counted exactly, not waited for.
  await page.clock.install();
  // Paused: nothing moves but what runFor moves.
  await page.clock.pauseAt(Date.now() + 1_000);
  await openWithKeyboard(page, 'Information');
  const info = page.getByRole('dialog', { name: 'Saved' });
  await expect(info).toBeVisible();
  await expect(info).toHaveAttribute('aria-modal', 'false');
  await expect(page.getByRole('button', { name: 'Information' })).toBeFocused();
  const { right, top } = await info.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { right: Math.round(document.documentElement.clientWidth - r.right), top: Math.round(r.top) };
  });
  expect({ right, top }).toEqual({ right: 20, top: 20 });
  // Announced politely for screen readers, on the next frame.
  await page.clock.runFor(20);
  await expect(page.locator('[role="status"].site-visually-hidden')).toHaveText('Saved. The book is on your reading list.');
  await page.clock.runFor(1_979);
  await expect(result(page)).not.toHaveText('information: dismiss');
  await expect(info).toBeVisible();
  await page.clock.runFor(1);
  // The hide transition's own fallback (600 ms) is on the same clock.
  await page.clock.runFor(600);
  await expect(result(page)).toHaveText('information: dismiss');
  await expect(info).toHaveCount(0);
});

test.describe('system-error overlay', () => {
  test('cleaned error: the documented strings, Reload Page and Clear; Clear closes it; outside presses do not', async ({ page }) => {
    await openGallery(page);
    await openWithKeyboard(page, 'Cleaned error');
    const overlay = page.getByRole('alertdialog', { name: 'Something Went Wrong!' });
    await expect(overlay).toContainText(
      'Our system has encountered an error. This exception has been automatically logged and reported. We will return shortly.',
    );
    await expect(overlay.getByRole('button')).toHaveText(['Clear', 'Reload Page']);
    await page.mouse.click(20, 700);
    await expect(overlay).toBeVisible();
    await overlay.getByRole('button', { name: 'Clear' }).focus();
    await page.keyboard.press('Enter');
    await expect(result(page)).toHaveText('error-cleaned: cancel');
  });

  test('network error: the provider fallback text, and Reload Page reloads', async ({ page }) => {
    await openGallery(page);
    await openWithKeyboard(page, 'Network error');
    const overlay = page.getByRole('alertdialog', { name: 'Something Went Wrong!' });
    await expect(overlay).toContainText('Unable to connect to the provider. Please try again.');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await overlay.getByRole('button', { name: 'Reload Page' }).focus();
    await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
  });

  test('other error: the url, the format in upper case, the error text and the key', async ({ page }) => {
    await openGallery(page);
    await openWithKeyboard(page, 'Other error');
    const overlay = page.getByRole('alertdialog', { name: 'Something Went Wrong!' });
    await expect(overlay.locator('.site-system-error__url')).toHaveText('/api/widget/GetWidgetRendering');
    await expect(overlay.locator('.site-system-error__format')).toHaveText('JSON');
    await expect(overlay.locator('.site-system-error__text')).toHaveText('Unexpected token < in JSON');
    await expect(overlay.locator('.site-system-error__key')).toHaveText('ERR-7F3A');
    // Styled as an error: the red rule on top, the detail lines set small.
    await expect(overlay).toHaveCSS('border-top', '4px solid rgb(179, 38, 30)');
    await expect(overlay.locator('.site-system-error__url')).toHaveCSS('font-size', '14px');
  });
});

test.describe('tooltips', () => {
  test('hover shows the tip after 1200 ms, 15 px from the mouse and 250 wide; leaving hides it', async ({ page }) => {
    await openGalleryOnPausedClock(page);
    const target = page.getByRole('button', { name: 'Save for later' });
    await target.scrollIntoViewIfNeeded();
    const box = (await target.boundingBox())!;
    const x = Math.round(box.x + 10);
    const y = Math.round(box.y + 10);
    await page.mouse.move(x, y);
    const tip = page.getByRole('tooltip');
    await page.clock.runFor(1199);
    await expect(tip).toBeHidden();
    await page.clock.runFor(1);
    await expect(tip).toBeVisible();
    await expect(tip).toHaveText('Saves this book to your reading list.');
    expect(await target.getAttribute('aria-describedby')).toBe(await tip.getAttribute('id'));
    const tipBox = (await tip.boundingBox())!;
    expect({ left: Math.round(tipBox.x), top: Math.round(tipBox.y), width: tipBox.width }).toEqual({ left: x + 15, top: y + 15, width: 250 });
    await page.mouse.move(5, 5);
    await expect(tip).toBeHidden();
  });

  test('keyboard focus shows the tip and Escape hides it without leaving the page', async ({ page }) => {
    await openGalleryOnPausedClock(page);
    await page.getByRole('link', { name: 'Shipping' }).focus();
    const tip = page.getByRole('tooltip');
    await page.clock.runFor(1199);
    await expect(tip).toBeHidden();
    await page.clock.runFor(1);
    await expect(tip).toBeVisible();
    await expect(tip).toHaveText('Free shipping on orders over $50.');
    await page.keyboard.press('Escape');
    await expect(tip).toBeHidden();
    expect(new URL(page.url()).pathname).toBe(GALLERY);
  });
});

test('the dialog page is axe clean, with and without a dialog open', async ({ page }) => {
  await openGallery(page);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await openWithKeyboard(page, 'Confirm or reject');
  await expect(page.locator('.site-dialog')).toHaveAttribute('data-dialog-state', 'shown');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.locator('.site-dialog')).toHaveCount(0);
  await openWithKeyboard(page, 'Cleaned error');
  await expect(page.locator('.site-dialog')).toHaveAttribute('data-dialog-state', 'shown');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test('showing dialogs loads no React', async ({ page }) => {
  const scripts = collectScriptRequests(page);
  await openGallery(page);
  await openWithKeyboard(page, 'Alert');
  await expect(page.getByRole('alertdialog')).toBeVisible();
  const react = builtManifest().shared.react;
  expect(scripts.some((url) => react && url.endsWith(react))).toBe(false);
  expect(scripts.some((url) => url.includes('react'))).toBe(false);
});

test("under Content-Security-Policy default-src 'self' the dialogs, their styles and the overlay work with no violation", async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { violations: string[] }).violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { violations: string[] }).violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const response = await page.goto(`${GALLERY}?csp=strict`);
  expect(response!.headers()['content-security-policy']).toContain("default-src 'self'");
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-tooltips-ready'));
  await openWithKeyboard(page, 'Confirm or cancel');
  const dialog = page.getByRole('dialog', { name: 'Place a hold?' });
  await expect(dialog).toHaveAttribute('data-dialog-state', 'shown');
  // Styled through the CSSOM: 350 wide, 20 padding, over a backdrop.
  expect(
    await dialog.evaluate((el) => [el.getBoundingClientRect().width, getComputedStyle(el).paddingLeft, getComputedStyle(el.parentElement!).backgroundColor]),
  ).toEqual([350, '20px', 'rgba(0, 0, 0, 0.5)']);
  await page.keyboard.press('Escape');
  await openWithKeyboard(page, 'Cleaned error');
  await expect(page.getByRole('alertdialog', { name: 'Something Went Wrong!' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
});
