import { expect, type Page, test } from './support/test.ts';
import { censusSettled, marked, requestsFrom, waitForRequests } from './census-helpers.ts';

/** Every button is tracked: by the button block widget (its block `ready`) or by the page's stand-in script. */
async function buttonsReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.buttonsReady === 'true' &&
      [...document.querySelectorAll<HTMLElement>('.sqs-block-button')].every((b) => !b.hasAttribute('data-block-state') || b.dataset.blockState === 'ready'),
  );
}

test('each button reports its render with the documented payload, the visitor cookie and page fields', async ({ page, request }) => {
  const { url, marker } = marked('/fixtures/census/buttons.html');
  await page.goto(url);
  await buttonsReady(page);
  const renders = await waitForRequests(request, marker, '/api/census/button-render', 7);
  expect(renders).toHaveLength(7);
  const checkout = renders.find((r) => r.form!.id === 'block-btn-checkout')!;
  const visitorCookie = decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'ss_cvr')!.value);
  expect(checkout.headers['content-type']).toContain('application/x-www-form-urlencoded');
  expect(checkout.form).toEqual({
    id: 'block-btn-checkout',
    buttonText: 'Go to checkout',
    clickthroughUrl: '/commerce/goto-checkout',
    alignment: 'left',
    size: 'small',
    newWindow: 'false',
    context: '1',
    visitorCookie,
    websiteId: 'w-consent',
    collectionId: 'col-home',
    pageUrl: await page.evaluate(() => location.origin + location.pathname),
    pageTitle: 'Census: buttons of every kind',
  });
  expect(renders.find((r) => r.form!.id === 'block-btn-new-window')!.form!.newWindow).toBe('true');
});

test('a click sends button-click first, then navigates', async ({ page, request }) => {
  const { url, marker } = marked('/fixtures/census/buttons.html');
  await page.goto(url);
  await buttonsReady(page);
  const clickAt = Date.now();
  await Promise.all([page.waitForURL('**/commerce/goto-checkout'), page.getByRole('link', { name: 'Go to checkout' }).click()]);
  await expect(page.locator('#landed')).toHaveText('/commerce/goto-checkout');
  const clicks = await requestsFrom(request, marker, '/api/census/button-click');
  expect(clicks).toHaveLength(1);
  expect(clicks[0]!.form).toMatchObject({ id: 'block-btn-checkout', buttonText: 'Go to checkout', clickthroughUrl: '/commerce/goto-checkout', context: '1' });
  // The tracking call reached the server before the next page was requested.
  const landing = (await page.evaluate(() => performance.timeOrigin)) as number;
  expect(clicks[0]!.time).toBeLessThanOrEqual(landing + 50);
  expect(clicks[0]!.time).toBeGreaterThanOrEqual(clickAt - 50);
});

test('mailto, new-window and modified clicks are left to the browser (tracked, never held)', async ({ page, context, request }) => {
  const { url, marker } = marked('/fixtures/census/buttons.html');
  await page.goto(url);
  await buttonsReady(page);
  for (const [id, modifiers] of [
    ['block-btn-mailto', []],
    ['block-btn-new-window', []],
    ['block-btn-checkout', ['Control']],
    ['block-btn-checkout', ['Shift']],
    ['block-btn-checkout', ['Meta']],
  ] as const) {
    const prevented = page.evaluate(
      (blockId) =>
        new Promise<boolean>((resolve) => {
          const link = document.querySelector(`#${blockId} a`)!;
          link.addEventListener(
            'click',
            (e) => {
              resolve(e.defaultPrevented);
              e.preventDefault();
            },
            { once: true },
          );
        }),
      id,
    );
    await page.locator(`#${id} a`).click({ modifiers: [...modifiers] });
    expect(await prevented, `${id} ${modifiers.join('+')}`).toBe(false);
  }
  // A middle click never becomes a click at all; the page stays put.
  await page.locator('#block-btn-checkout a').click({ button: 'middle' });
  expect(new URL(page.url()).pathname).toBe('/fixtures/census/buttons.html');
  await expect.poll(async () => (await requestsFrom(request, marker, '/api/census/button-click')).length).toBe(5);
  for (const p of context.pages()) if (p !== page) await p.close();
});

test('a hung census endpoint holds every button until the 2.5 s census limit on the page clock, then each navigates', async ({ page, context, request }) => {
  const { url } = marked('/fixtures/census/hung.html');
  const buttons = [
    ['Shop the sale', '/config/'],
    ['Checkout', '/commerce/goto-checkout'],
    ['Donate', '/checkout/donate'],
  ] as const;
  try {
    const clickCalls = new Set<string>();
    context.on('request', (call) => {
      if (new URL(call.url()).pathname === '/api/census/button-click') clickCalls.add(new URLSearchParams(call.postData() ?? '').get('id') ?? '');
    });
    // The census limit is counted on the pages' clock (the context's, every tab's), not waited for.
    await page.clock.install();
    await page.goto(url);
    await page.evaluate(() => (window as unknown as { qaHung: Promise<unknown> }).qaHung);
    await buttonsReady(page);
    await censusSettled(page);
    // One tab a button, all three held at once.
    const tabs = [page, await context.newPage(), await context.newPage()];
    for (const tab of tabs.slice(1)) {
      await tab.goto(url);
      await buttonsReady(tab);
    }
    // Paused: nothing moves but what runFor moves.
    await page.clock.pauseAt(Date.now() + 1_000);
    for (const [i, [name]] of buttons.entries()) await tabs[i]!.getByRole('link', { name }).click();
    // Each click made its census call, which never gets an answer (nor, when the hung calls before it hold
    // every connection to the host, a connection): the page asked for it, whatever the server saw.
    await expect.poll(() => [...clickCalls].sort()).toEqual(['block-hung-1', 'block-hung-2', 'block-hung-3']);
    await page.clock.runFor(2_499);
    for (const tab of tabs) expect(new URL(tab.url()).pathname, 'held until the census limit').toBe('/fixtures/census/hung.html');
    await page.clock.runFor(1);
    await Promise.all(buttons.map(([name, landing], i) => expect(tabs[i]!, name).toHaveURL((address) => address.pathname === landing)));
  } finally {
    await request.delete('/__qa/respond');
  }
});
