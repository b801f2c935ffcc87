import { expect, test, type Page } from './support/test.ts';
import { collectScriptRequests, recordedRequests, respondWith } from './support/qa.ts';

const PAGE = '/fixtures/forms/buttons.csp.html';

async function open(page: Page) {
  await page.goto(PAGE);
  for (const id of ['block-buy', 'block-newwin', 'block-mail', 'block-named', 'block-donate']) {
    await expect(page.locator(`#${id}`)).toHaveAttribute('data-block-state', 'ready');
  }
}

test('a button click is tracked with its payload first, then navigation proceeds', async ({ page }) => {
  const before = Date.now();
  await open(page);
  await page.getByRole('link', { name: 'Buy the Book' }).click();
  await expect(page).toHaveURL(/\/checkout\/from-button\?item=book$/);
  const clicks = (await recordedRequests(page.request, '/api/census/button-click')).filter((r) => r.form?.id === 'block-buy' && r.time >= before - 1000);
  expect(clicks.length).toBeGreaterThanOrEqual(1);
  expect(clicks.at(-1)!.form).toMatchObject({
    id: 'block-buy',
    buttonText: 'Buy the Book',
    clickthroughUrl: '/checkout/from-button?item=book',
    alignment: 'center',
    size: 'large',
    newWindow: 'false',
    context: '1',
  });
});

test('every button reports its render; no React is loaded for buttons or the donation block', async ({ page }) => {
  const scripts = collectScriptRequests(page);
  const before = Date.now();
  await open(page);
  await expect
    .poll(async () => (await recordedRequests(page.request, '/api/census/button-render')).filter((r) => r.time >= before - 1000).map((r) => r.form?.id))
    .toEqual(expect.arrayContaining(['block-buy', 'block-newwin', 'block-mail', 'block-named']));
  const renders = await recordedRequests(page.request, '/api/census/button-render');
  expect(renders.find((r) => r.form?.id === 'block-newwin')?.form).toMatchObject({ newWindow: 'true', size: 'small', alignment: 'left' });
  const manifest = (await (await page.request.get('/dist/manifest.json')).json()) as { shared: { react?: string } };
  expect(manifest.shared.react).toBeTruthy();
  expect(scripts.some((url) => url.endsWith(manifest.shared.react!))).toBe(false);
});

test('a mailto button is not intercepted (its click is tracked, the page stays)', async ({ page }) => {
  await open(page);
  const mail = page.getByRole('link', { name: 'Email us' });
  const prevented = await mail.evaluate((a) => {
    let defaultPrevented = true;
    // Runs after the widget's listener (bubbling): we see whether it held the click.
    const hear = (e: MouseEvent) => {
      defaultPrevented = e.defaultPrevented;
      e.preventDefault();
    };
    document.addEventListener('click', hear, { once: true });
    (a as HTMLAnchorElement).click();
    return defaultPrevented;
  });
  expect(prevented).toBe(false);
});

test('the donation button goes to the donate checkout page', async ({ page }) => {
  await open(page);
  await page.getByRole('button', { name: 'Donate now' }).click();
  await expect(page).toHaveURL(/\/checkout\/donate\?donatePageId=donate-page-42$/);
  await expect(page.locator('#landed')).toContainText('/checkout/donate');
});

/** This page's own tracked clicks on the Buy button (by its visitor cookie: other specs share the log). */
async function ownBuyClicks(page: Page) {
  const visitor = (await page.context().cookies()).find((c) => c.name === 'ss_cvr')?.value ?? 'none';
  const id = decodeURIComponent(visitor).split('|')[0]!;
  return (await recordedRequests(page.request, '/api/census/button-click')).filter((r) => r.form?.id === 'block-buy' && r.form?.visitorCookie?.startsWith(id));
}

test.describe('click order', () => {
  /** When the browser asked for the checkout page the Buy button leads to. */
  function navigationTime(page: Page): Promise<number> {
    return new Promise((resolve) => {
      page.on('request', (r) => {
        if (r.isNavigationRequest() && r.url().includes('/checkout/from-button')) resolve(Date.now());
      });
    });
  }

  test('tracking is sent before navigation: a 1 s tracking call holds the click until it answers', async ({ page }) => {
    await open(page);
    await respondWith(page.request, { method: 'POST', path: '/api/census/button-click', status: 200, body: {}, delayMs: 1_000, times: 1 });
    const navigated = navigationTime(page);
    const clicked = Date.now();
    await page.getByRole('link', { name: 'Buy the Book' }).click();
    await expect(page).toHaveURL(/\/checkout\/from-button\?item=book$/);
    const at = await navigated;
    const clicks = await ownBuyClicks(page);
    expect(clicks).toHaveLength(1);
    // The call reached the server before the page left, and the page waited for its answer.
    expect(clicks[0]!.time).toBeLessThan(at);
    expect(at - clicks[0]!.time).toBeGreaterThanOrEqual(900);
    expect(at - clicked).toBeLessThan(2_500);
  });

  test('a tracking call that never answers lets the navigation go after 2.5 s', async ({ page }) => {
    await open(page);
    await respondWith(page.request, { method: 'POST', path: '/api/census/button-click', status: 200, body: {}, delayMs: 10_000, times: 1 });
    // The census limit is counted on the page's clock, not waited for.
    await page.clock.install();
    // Paused: nothing moves but what runFor moves.
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.getByRole('link', { name: 'Buy the Book' }).click();
    await expect.poll(() => ownBuyClicks(page).then((clicks) => clicks.length)).toBe(1);
    await page.clock.runFor(2_499);
    expect(new URL(page.url()).pathname).toBe(PAGE);
    await page.clock.runFor(1);
    await expect(page).toHaveURL(/\/checkout\/from-button\?item=book$/);
  });
});

for (const modifier of ['Control', 'Meta'] as const) {
  test(`a ${modifier}-click is left to the browser (not prevented) and still tracked`, async ({ page }) => {
    await open(page);
    await page.evaluate(() => {
      const w = window as unknown as { seenClick?: { defaultPrevented: boolean; ctrl: boolean; meta: boolean } };
      // Runs after the widget's listener (bubbling): we read whether it held the click, then stop the new tab.
      document.addEventListener(
        'click',
        (e) => {
          w.seenClick = { defaultPrevented: e.defaultPrevented, ctrl: e.ctrlKey, meta: e.metaKey };
          e.preventDefault();
        },
        { once: true },
      );
    });
    await page.getByRole('link', { name: 'Buy the Book' }).click({ modifiers: [modifier] });
    const seen = await page.evaluate(() => (window as unknown as { seenClick?: unknown }).seenClick);
    expect(seen).toEqual({ defaultPrevented: false, ctrl: modifier === 'Control', meta: modifier === 'Meta' });
    await expect.poll(async () => (await ownBuyClicks(page)).length).toBe(1);
    await expect(page).toHaveURL(PAGE);
  });
}

test('a mailto button: a real click is not prevented', async ({ page }) => {
  await open(page);
  await page.evaluate(() => {
    const w = window as unknown as { mailPrevented?: boolean };
    const hear = (e: MouseEvent) => {
      w.mailPrevented = e.defaultPrevented;
      e.preventDefault();
    };
    document.addEventListener('click', hear, { once: true });
  });
  await page.getByRole('link', { name: 'Email us' }).click();
  expect(await page.evaluate(() => (window as unknown as { mailPrevented?: boolean }).mailPrevented)).toBe(false);
  await expect(page).toHaveURL(PAGE);
});

test('from the editing frame, the donation block sends the top window to checkout (docs/behaviour/content-blocks.md#donation)', async ({ page }) => {
  await page.goto('/fixtures/forms/donation-frame.html');
  const frame = page.frameLocator('#sqs-site-frame');
  await expect(frame.locator('#block-donate')).toHaveAttribute('data-block-state', 'ready');
  await frame.getByRole('button', { name: 'Donate now' }).click();
  await expect(page).toHaveURL(/\/checkout\/donate\?donatePageId=donate-page-42$/);
  await expect(page.locator('#landed')).toContainText('/checkout/donate');
});
