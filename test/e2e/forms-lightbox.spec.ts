/**
 * A form opened in a lightbox (issues 35 and 43; docs/behaviour/forms.md#form-lightbox): the
 * platform's markup (`useLightbox: true`, a `button.lightbox-handle`, the form in a hidden
 * `.form-wrapper`) with a stylesheet in the shape of a 7.1 site's. The handle opens the form in
 * a modal dialog (focus on the first field, Tab kept inside, Escape or the close button
 * closes it, focus back on the handle, page scroll locked); the form validates, links its
 * error summary to the fields, submits and thanks inside it; what was typed survives a close.
 * React is not downloaded in the first view, only on intent or on opening.
 */
import AxeBuilder from '@axe-core/playwright';
import { probes as formProbes } from '../../widgets/form/test/probe.ts';
import { bytesOf, recordDownloads } from './support/downloads.ts';
import { builtManifest } from './support/manifest.ts';
import { collectConsole, recordedRequests, resetQa } from './support/qa.ts';
import { expect, test, type Page } from './support/test.ts';

const PAGE = '/fixtures/forms/lightbox.html';
const BLOCK = '#block-a1b2c3d4e5f6a7b8c9d0';
const SAVE = '/api/form/SaveFormSubmission';

async function open(page: Page) {
  await page.goto(PAGE);
  await expect(page.locator(BLOCK)).toHaveAttribute('data-block-state', 'ready');
}

const handle = (page: Page) => page.getByRole('button', { name: 'Write to the studio' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Studio Inquiry' });
const reactFile = () => builtManifest().shared.react!.split('/').pop()!;

test.beforeEach(async ({ request }) => {
  await resetQa(request);
});

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the first view downloads no React; the form stays hidden; the handle says it opens a dialog', async ({ page }) => {
      const downloads = recordDownloads(page);
      await open(page);
      const files = (await downloads.settled()).map((d) => d.file);
      expect(files).not.toContain(reactFile());
      await expect(page.locator(`${BLOCK} .form-wrapper`)).toBeHidden();
      await expect(handle(page)).toHaveAttribute('aria-haspopup', 'dialog');
      await expect(handle(page)).toHaveAttribute('aria-expanded', 'false');
    });

    test('a click on the handle opens the form in a modal dialog named by the form, focus on the first field, page scroll locked', async ({ page }) => {
      await open(page);
      await handle(page).click();
      await expect(dialog(page)).toBeVisible();
      await expect(dialog(page)).toHaveAttribute('aria-modal', 'true');
      await expect(handle(page)).toHaveAttribute('aria-expanded', 'true');
      await expect(dialog(page).getByLabel('First Name')).toBeFocused();
      await expect(page.locator('html')).toHaveClass(/sqs-modal-lightbox-open/);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
      // The dialog is on top: the centre of its first field is the field itself.
      const field = dialog(page).getByLabel('First Name');
      await expect(field).toBeInViewport();
      expect(
        await field.evaluate((el) => {
          const box = el.getBoundingClientRect();
          return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) === el;
        }),
      ).toBe(true);
      await page.screenshot({ path: `/tmp/forms-lightbox-${width}.png` });
    });

    test('the form validates, its error summary links to the fields, it submits and thanks inside the dialog', async ({ page }) => {
      await open(page);
      await handle(page).click();
      const box = dialog(page);
      await box.getByRole('button', { name: 'Send inquiry' }).click();
      const summary = box.locator('.form-summary--top');
      await expect(summary).toBeFocused();
      const links = summary.getByRole('link');
      await expect(links).toHaveText([
        'Name: This field is required.',
        'Email: Email is not valid. Email addresses should follow the format name@example.com.',
        'Project size: This field is required.',
        'Message: This field is required.',
      ]);
      await links.nth(1).click();
      await expect(box.getByRole('textbox', { name: /^Email/ })).toBeFocused();
      await summary.focus();
      await page.keyboard.press('Tab');
      await expect(links.first()).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(box.getByLabel('First Name')).toBeFocused();
      expect(await recordedRequests(page.request, SAVE)).toHaveLength(0);

      await box.getByLabel('First Name').fill('Ada');
      await box.getByLabel('Last Name').fill('Lovelace');
      await box.getByRole('textbox', { name: /^Email/ }).fill('ada@example.com');
      await box.getByRole('combobox', { name: /^Project size/ }).selectOption('Large');
      await box.getByRole('textbox', { name: /^Message/ }).fill('A scarf pattern for winter.');
      await box.getByRole('button', { name: 'Send inquiry' }).click();
      await expect(box.getByRole('status')).toHaveText('Thanks for writing to the studio. We reply within two days.');
      await expect(box.getByRole('status')).toBeFocused();
      const sent = await recordedRequests(page.request, SAVE);
      expect(sent).toHaveLength(1);
      expect(sent[0]!.form).toMatchObject({ formId: '6a11b22c33d44e55f66a7701', collectionId: '6a11b22c33d44e55f66a7788', submitButtonText: 'Send inquiry' });
      expect(JSON.parse(sent[0]!.form!.form!)).toMatchObject({ 'email-yui_3_17_2_1_1700000000000_102': 'ada@example.com' });
      // Closed and opened again, the thanks are still what the dialog shows.
      await page.keyboard.press('Escape');
      await handle(page).click();
      await expect(dialog(page).getByRole('status')).toHaveText('Thanks for writing to the studio. We reply within two days.');
    });
  });
}

test("while React is on its way the dialog holds the server's own form, inert and busy; the rendered form then takes focus", async ({ page }) => {
  // React is held back, as on a slow connection, until the dialog has been checked.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/chunks/${reactFile()}`, async (route) => {
    await held;
    await route.fallback();
  });
  await open(page);
  await handle(page).focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeVisible();
  const wrapper = dialog(page).locator('.form-wrapper');
  await expect(wrapper).toHaveAttribute('aria-busy', 'true');
  await expect(wrapper).toHaveJSProperty('inert', true);
  await expect(wrapper).toHaveCSS('opacity', '0.6');
  await page.screenshot({ path: '/tmp/forms-lightbox-held.png' });
  // Nothing in the held form takes a press: a typed key lands nowhere in it.
  await page.keyboard.type('lost?');
  await expect(wrapper.locator('input:focus, textarea:focus')).toHaveCount(0);
  release();
  await expect(dialog(page).getByLabel('First Name')).toBeFocused();
  await expect(wrapper).not.toHaveAttribute('aria-busy', 'true');
  await expect(wrapper).toHaveJSProperty('inert', false);
  await expect(wrapper).toHaveCSS('opacity', '1');
  await expect(dialog(page).getByLabel('First Name')).toHaveValue('');
  expect(await recordedRequests(page.request, SAVE)).toHaveLength(0);
});

test('keyboard alone: Enter on the handle opens, Tab stays inside, Escape closes to the handle, and what was typed is kept', async ({ page }) => {
  await open(page);
  await handle(page).focus();
  await page.keyboard.press('Enter');
  const box = dialog(page);
  const first = box.getByLabel('First Name');
  await expect(first).toBeFocused();
  await page.keyboard.type('Grace');
  // The close button comes first in the dialog; Shift+Tab from it wraps to the last control, Tab from there back.
  await page.keyboard.press('Shift+Tab');
  await expect(box.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(box.getByRole('button', { name: 'Send inquiry' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(box.getByRole('button', { name: 'Close' })).toBeFocused();
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Tab');
    expect(await box.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(handle(page)).toBeFocused();
  await expect(handle(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('html')).not.toHaveClass(/sqs-modal-lightbox-open/);
  await expect(page.locator(`${BLOCK} .form-wrapper`)).toBeHidden();
  await page.keyboard.press('Space');
  await expect(dialog(page).getByLabel('First Name')).toHaveValue('Grace');
  await dialog(page).getByRole('button', { name: 'Close' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(handle(page)).toBeFocused();
});

test('a press on the backdrop closes the dialog; opening and closing are announced on the bus as a dialog', async ({ page }) => {
  await open(page);
  await page.evaluate(() => {
    const runtime = (window as unknown as { SiteRuntime: { bus: { on(name: string, f: (payload: unknown) => void): void } } }).SiteRuntime;
    const seen: unknown[] = ((window as unknown as { seen: unknown[] }).seen = []);
    runtime.bus.on('dialog:open', (payload) => seen.push(['open', payload]));
    runtime.bus.on('dialog:close', (payload) => seen.push(['close', payload]));
  });
  await handle(page).click();
  await expect(dialog(page)).toBeVisible();
  await page.mouse.click(5, 400);
  await expect(dialog(page)).toHaveCount(0);
  await expect(handle(page)).toBeFocused();
  const seen = await page.evaluate(() => (window as unknown as { seen: unknown[] }).seen);
  expect(seen).toEqual([
    ['open', { id: 'form-lightbox-block-a1b2c3d4e5f6a7b8c9d0', kind: 'form-lightbox' }],
    ['close', { id: 'form-lightbox-block-a1b2c3d4e5f6a7b8c9d0', kind: 'form-lightbox', result: 'cancel' }],
  ]);
});

test('React is asked for on intent: pointer over the handle, before any click', async ({ page }) => {
  const downloads = recordDownloads(page);
  await open(page);
  const before = [...(await downloads.settled())];
  expect(before.map((d) => d.file)).not.toContain(reactFile());
  await handle(page).hover();
  await expect.poll(async () => (await downloads.settled()).map((d) => d.file)).toContain(reactFile());
  await expect(dialog(page)).toHaveCount(0);
  const opened = await downloads.since(before.length);
  const firstView = `first view ${bytesOf(before)} B gzip in ${before.length} files`;
  console.log(`lightbox form: ${firstView}; the form's code on intent ${bytesOf(opened)} B gzip in ${opened.length} files`);
});

test('the open dialog passes an axe scan, and so does the page with the error summary shown', async ({ page }) => {
  await open(page);
  await handle(page).click();
  await expect(dialog(page).getByLabel('First Name')).toBeFocused();
  const openScan = await new AxeBuilder({ page }).analyze();
  expect(openScan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  await dialog(page).getByRole('button', { name: 'Send inquiry' }).click();
  await expect(dialog(page).locator('.form-summary--top')).toBeFocused();
  const errorScan = await new AxeBuilder({ page }).analyze();
  expect(errorScan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
});

test("under a strict CSP the dialog opens with no violation of the runtime's", async ({ page }) => {
  const console = collectConsole(page);
  await page.goto(`${PAGE}?csp=strict`);
  await expect(page.locator(BLOCK)).toHaveAttribute('data-block-state', 'ready');
  await handle(page).click();
  await expect(dialog(page).getByLabel('First Name')).toBeFocused();
  const runtime = console.messages.filter((m) => m.text.includes('Content Security Policy') && m.text.includes('/dist/'));
  expect(runtime).toEqual([]);
  expect(console.pageErrors).toEqual([]);
});

test('the form probes pass on the fixture (the lightbox handle) and on a form shown in place', async ({ page }) => {
  await open(page);
  const [lightbox, inPlace] = formProbes;
  for (const probe of [lightbox!, inPlace!]) {
    const targets = page.locator(probe.selector);
    if (probe === lightbox) expect(await targets.count()).toBe(1);
    else expect(await targets.count()).toBe(0);
    for (let i = 0; i < (await targets.count()); i += 1) await probe.run({ page, target: targets.nth(i), width: 1280 });
  }
  await page.goto('/fixtures/forms/real-page.html');
  const shown = page.locator(inPlace!.selector);
  expect(await shown.count()).toBe(1);
  await inPlace!.run({ page, target: shown.first(), width: 1280 });
  expect(await page.locator(lightbox!.selector).count()).toBe(0);
});
