import { expect, type Page, test } from './support/test.ts';
import { readdirSync, readFileSync } from 'node:fs';
import { recordedRequests } from './support/qa.ts';
import { staticChunksOf } from './support/manifest.ts';

const ready = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.siteInitialized === 'true');

/** Waits until the lazy services module has started: its Escape fallbacks listen from then on. */
async function servicesStarted(page: Page): Promise<void> {
  await ready(page);
  await page.waitForFunction(() => document.documentElement.dataset.siteServices === 'ready');
}

const landed = (page: Page) => page.locator('#landed');

test.describe('with a layer open, Escape only closes it', () => {
  test('an owner pressing Escape over a dialog closes the dialog and stays on the page', async ({ page }) => {
    await page.goto('/fixtures/services/owner-stay.html');
    await servicesStarted(page);
    await page.getByRole('button', { name: 'Open a dialog' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Place a hold?' })).toHaveAttribute('data-dialog-state', 'shown');
    await page.keyboard.press('Escape');
    await expect(page.locator('#result')).toHaveText('confirm-cancel: cancel');
    // The fallbacks saw the Escape and left it: the stack had used it.
    await expect(page.locator('html')).toHaveAttribute('data-site-escape', 'ignored');
    expect(new URL(page.url()).pathname).toBe('/fixtures/services/owner-stay.html');
  });
});

test.describe("with a layer still loading, Escape is that layer's", () => {
  test("a logged-out visitor on a site where Escape logs in presses Escape before 'Logout Successful' has loaded: the notice is dismissed and nobody is sent to log in", async ({
    page,
  }) => {
    // The services router and the chunks it imports statically run; every
    // other chunk (the notice's, the dialogs') waits until released.
    const chunksDir = new URL('../../dist/chunks/', import.meta.url);
    const allowed = staticChunksOf('idle-start');
    const noticeFile = readdirSync(chunksDir).find(
      (file) => file.endsWith('.js') && readFileSync(new URL(file, chunksDir), 'utf8').includes('Logout Successful'),
    )!;
    expect(noticeFile).toBeTruthy();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let requested!: () => void;
    const noticeRequested = new Promise<void>((resolve) => (requested = resolve));
    await page.route(/\/dist\/chunks\/[^/]+\.js$/, async (route) => {
      const file = route.request().url().split('/').pop()!;
      if (file === noticeFile) requested();
      if (!allowed.has(file)) await gate;
      await route.continue();
    });

    await page.goto('/fixtures/services/escape-login.html?logout=true');
    await ready(page);
    await noticeRequested;
    await page.keyboard.press('Escape');
    // The stack took the Escape for the notice: the fallbacks left it alone.
    await expect(page.locator('html')).toHaveAttribute('data-site-escape', 'ignored');
    release();
    await expect(page.locator('html')).toHaveAttribute('data-site-services', 'ready');
    await expect(page.locator('.site-dialog')).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/fixtures/services/escape-login.html');
    await expect(landed(page)).toHaveCount(0);
    // A second Escape, with nothing open, is the site's own again: it goes to log in.
    await page.keyboard.press('Escape');
    await expect(landed(page)).toContainText('/config/');
  });
  test('an owner presses Escape while the dialog a page script asked for is still downloading: the owner stays, and the dialog then opens', async ({
    page,
  }) => {
    const chunksDir = new URL('../../dist/chunks/', import.meta.url);
    const dialogFile = readdirSync(chunksDir).find(
      (file) => file.endsWith('.js') && readFileSync(new URL(file, chunksDir), 'utf8').includes('site-dialog-root'),
    )!;
    expect(dialogFile).toBeTruthy();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let requested!: () => void;
    const dialogRequested = new Promise<void>((resolve) => (requested = resolve));
    await page.route(`**/dist/chunks/${dialogFile}`, async (route) => {
      requested();
      await gate;
      await route.continue();
    });

    await page.goto('/fixtures/services/owner-stay.html');
    await servicesStarted(page);
    await page.getByRole('button', { name: 'Open a dialog' }).focus();
    await page.keyboard.press('Enter');
    await dialogRequested;
    await page.keyboard.press('Escape');
    await expect(page.locator('html')).toHaveAttribute('data-site-escape', 'ignored');
    release();
    const dialog = page.getByRole('dialog', { name: 'Place a hold?' });
    await expect(dialog).toHaveAttribute('data-dialog-state', 'shown');
    await page.keyboard.press('Escape');
    await expect(page.locator('#result')).toHaveText('confirm-cancel: cancel');
    expect(new URL(page.url()).pathname).toBe('/fixtures/services/owner-stay.html');
  });
});

test.describe('with no layer open', () => {
  test('a logged-out visitor: Escape does nothing (the site does not let Escape log in)', async ({ page }) => {
    await page.goto('/fixtures/services/escape-visitor.html');
    await servicesStarted(page);
    await page.keyboard.press('Escape');
    await expect(page.locator('html')).toHaveAttribute('data-site-escape', 'none');
    await page.keyboard.press('Shift+Escape');
    // shift+Escape is the logout gesture, and logout needs a signed-in account.
    await expect(page.locator('html')).toHaveAttribute('data-site-escape', 'logout');
    expect(new URL(page.url()).pathname).toBe('/fixtures/services/escape-visitor.html');
  });

  test('a logged-out visitor on a site that lets Escape log in goes to the config area; the signup dialog is cancelled first', async ({ page }) => {
    await page.goto('/fixtures/services/escape-login.html?from=escape');
    await servicesStarted(page);
    await expect(page.locator('#signup')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(landed(page)).toHaveText('/config/?frameUrl=%2Ffixtures%2Fservices%2Fescape-login.html%3Ffrom%3Descape');
    expect(await page.evaluate(() => sessionStorage.getItem('fixture:signup'))).toBe('cancelled');
  });

  test('Escape typed in a text field stays with the field', async ({ page }) => {
    await page.goto('/fixtures/services/escape-login.html');
    await servicesStarted(page);
    await page.getByLabel('Email').focus();
    await page.keyboard.type('reader@example.com');
    await page.keyboard.press('Escape');
    await expect(page.locator('html')).toHaveAttribute('data-site-escape', 'ignored');
    expect(new URL(page.url()).pathname).toBe('/fixtures/services/escape-login.html');
    await expect(page.getByLabel('Email')).toHaveValue('reader@example.com');
  });

  test('a logged-in owner goes to the config area', async ({ page }) => {
    await page.goto('/fixtures/services/owner-stay.html');
    await servicesStarted(page);
    await page.keyboard.press('Escape');
    await expect(landed(page)).toHaveText('/config/?frameUrl=%2Ffixtures%2Fservices%2Fowner-stay.html');
  });

  test('a viewer-only account is logged in too: Escape goes to the config area', async ({ page }) => {
    await page.goto('/fixtures/services/owner-viewer.html');
    await servicesStarted(page);
    await page.keyboard.press('Escape');
    await expect(landed(page)).toHaveText('/config/?frameUrl=%2Ffixtures%2Fservices%2Fowner-viewer.html');
  });

  test('shift+Escape logs a signed-in owner out: one POST, the logout event, then the site root with logout=true', async ({ page, request }) => {
    const run = `esc-${Math.random().toString(36).slice(2, 8)}`;
    await page.goto(`/fixtures/services/owner-stay.html?run=${run}`);
    await servicesStarted(page);
    const events: string[] = [];
    page.on('console', (message) => message.text().startsWith('fixture:') && events.push(message.text()));
    await page.evaluate(() => window.SiteRuntime!.bus.on('logout', () => console.log('fixture: logout event')));
    // Pressed twice quickly: logout runs once at a time.
    await Promise.all([page.waitForURL('**/?logout=true'), page.keyboard.press('Shift+Escape').then(() => page.keyboard.press('Shift+Escape'))]);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/?logout=true');
    expect(events).toEqual(['fixture: logout event']);
    const posts = (await recordedRequests(request, '/api/auth/Logout')).filter((r) => (r.headers.referer ?? '').includes(run));
    expect(posts).toHaveLength(1);
    expect(posts[0]!.method).toBe('POST');
  });
});

test.describe('in the backend (the editing frame inside the config area)', () => {
  test('plain Escape toggles full-screen preview, and closes the guide first when it is open', async ({ page }) => {
    await page.goto('/fixtures/services/backend.html');
    const frame = page.frameLocator('#sqs-site-frame');
    await expect(frame.locator('h1')).toHaveText('Owner, developer mode');
    const inner = page.frame({ url: /owner-stay\.html/ })!;
    await inner.waitForFunction(() => document.documentElement.dataset.siteServices === 'ready');
    const root = page.locator('html');

    await frame.locator('h1').click();
    await page.keyboard.press('Escape');
    await expect(page.locator('#backend-log')).toHaveText('toggle-preview');
    await expect(root).toHaveAttribute('data-fullscreen-preview', '');
    await page.keyboard.press('Escape');
    await expect(root).not.toHaveAttribute('data-fullscreen-preview');

    await page.getByRole('button', { name: 'Open the guide' }).click();
    await expect(page.getByRole('region', { name: 'Guide' })).toBeVisible();
    await frame.locator('h1').click();
    await page.keyboard.press('Escape');
    await expect(page.locator('#backend-log')).toHaveText('close-guide');
    await expect(page.getByRole('region', { name: 'Guide' })).toBeHidden();
    await expect(root).not.toHaveAttribute('data-fullscreen-preview');
    // Nothing navigated: the frame still shows the page.
    expect(new URL(inner.url()).pathname).toBe('/fixtures/services/owner-stay.html');
  });
});

test.describe('Escape pressed before the services chunk has arrived', () => {
  /** Holds the idle start's chunk (`idle-start`) back until `release()`. */
  async function holdServices(page: Page): Promise<() => void> {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/dist\/chunks\/site-idle-start-[^/]+\.js$/, async (route) => {
      await gate;
      await route.continue();
    });
    return release;
  }

  test('is buffered by the loader and still sends a signed-in owner to the config area', async ({ page }) => {
    const release = await holdServices(page);
    await page.goto('/fixtures/services/owner-stay.html');
    await ready(page);
    await page.keyboard.press('Escape');
    // Nothing has happened yet: the fallbacks are still downloading.
    expect(new URL(page.url()).pathname).toBe('/fixtures/services/owner-stay.html');
    release();
    await expect(landed(page)).toHaveText('/config/?frameUrl=%2Ffixtures%2Fservices%2Fowner-stay.html');
  });

  test('shift+Escape pressed meanwhile still logs the owner out', async ({ page, request }) => {
    const release = await holdServices(page);
    await page.goto('/fixtures/services/owner-stay.html');
    await ready(page);
    await page.keyboard.press('Shift+Escape');
    release();
    await page.waitForURL('**/?logout=true');
    const calls = (await recordedRequests(request)).filter((r) => r.path === '/api/auth/Logout');
    expect(calls).toHaveLength(1);
  });

  test('an Escape a layer used before the hand-over is not replayed', async ({ page }) => {
    const release = await holdServices(page);
    await page.goto('/fixtures/services/owner-stay.html');
    await ready(page);
    // A layer that a widget opened while services was still on its way uses the Escape.
    await page.evaluate(() => document.addEventListener('keydown', (event) => event.key === 'Escape' && event.preventDefault(), { once: true }));
    await page.keyboard.press('Escape');
    release();
    await expect(page.locator('html')).toHaveAttribute('data-site-services', 'ready');
    await expect(page.locator('html')).toHaveAttribute('data-site-escape', 'ignored');
    expect(new URL(page.url()).pathname).toBe('/fixtures/services/owner-stay.html');
  });
});
