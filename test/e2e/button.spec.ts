import { expect, test, type Page } from '@playwright/test';
import { collectScriptRequests, recordedRequests } from './support/qa.ts';

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
    document.addEventListener('click', (e) => ((defaultPrevented = e.defaultPrevented), e.preventDefault()), { once: true });
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
