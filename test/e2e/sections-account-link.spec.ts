import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test.ts';
import { recordedRequests, respondWith } from './support/qa.ts';
import { hasSiteCss, serveSiteCss } from './support/site-css.ts';
import { builtManifest } from './support/manifest.ts';

const PAGE = '/fixtures/sections/account-link.html';
const SESSION = '/api/site-users/account/session';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function load(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await serveSiteCss(page);
  await page.goto(PAGE);
  await expect(page.locator('[data-controller="UserAccountLink"][data-block-state="ready"]')).toHaveCount(2);
}

/** The account link the visitor sees at this width. */
const link = (page: Page) => page.locator('.user-accounts-text-link:visible');
/** What the visitor reads on it (one of its two spans is hidden). */
const shownText = (page: Page) => link(page).evaluate((a: HTMLElement) => a.innerText.trim());

test.describe('7.1 site-user login link (data-controller="UserAccountLink")', () => {
  test.skip(!hasSiteCss(), 'the site stylesheet (../shared/real-pages/css/) is not beside the repository');

  test('desktop, keyboard alone: "Login" shown, Enter opens the login dialog, the login is sent once, then the link says "Account" and leads to /account', async ({
    page,
    request,
  }) => {
    await load(page, DESKTOP);
    await expect.poll(() => shownText(page)).toBe('Login');
    await expect(link(page)).toHaveAttribute('aria-haspopup', 'dialog');
    // The stylesheet shows the link only once it is loaded.
    await expect(page.locator('.customerAccountLoginDesktop')).toHaveClass(/\bloaded\b/);
    // (It fades in: the end of the fade is waited for.)
    await expect.poll(() => link(page).evaluate((a) => getComputedStyle(a).opacity)).toBe('1');
    await page.screenshot({ path: test.info().outputPath('account-link-desktop.png') });

    await link(page).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Email')).toBeFocused();
    await page.keyboard.type('ada@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('correct horse');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await page.screenshot({ path: test.info().outputPath('account-link-dialog.png') });
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    const posts = (await recordedRequests(request, SESSION)).filter((r) => r.method === 'POST');
    expect(posts.map((r) => r.json)).toEqual([{ email: 'ada@example.com', password: 'correct horse', rememberMe: true }]);

    // Both copies (the header's and the mobile menu's) now say "Account".
    await expect.poll(() => shownText(page)).toBe('Account');
    await expect(page.locator('.customerAccountLoginMobile .unauth')).toBeHidden();
    await page.route('**/account', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Your account</title><h1>Your account</h1>' }),
    );
    await link(page).click();
    await expect(page).toHaveURL(/\/account$/);
  });

  test("a refused login keeps the dialog open with the server's words; Escape closes it and focus comes back", async ({ page, request }) => {
    await load(page, DESKTOP);
    await respondWith(request, { method: 'POST', path: SESSION, status: 401, body: { error: 'Email or password is incorrect.' } });
    await link(page).click();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await dialog.getByLabel('Email').fill('ada@example.com');
    await dialog.getByLabel('Password').fill('wrong');
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Email or password is incorrect.');
    await expect(dialog.getByLabel('Password')).toHaveValue('');
    await expect.poll(() => shownText(page)).toBe('Login');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(link(page)).toBeFocused();
  });

  test('phone: the link is in the mobile menu; the dialog passes axe', async ({ page }) => {
    test.setTimeout(90_000); // axe over the site's 1.2 MB stylesheet
    await load(page, PHONE);
    await page.locator('.header-burger-btn:visible').click();
    await expect.poll(() => shownText(page)).toBe('Login');
    await expect(page.locator('.customerAccountLoginMobile')).toHaveClass(/\bloaded\b/);
    await page.screenshot({ path: test.info().outputPath('account-link-phone.png') });
    await link(page).click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    // Scanned once its fade-in has ended: mid-fade, its text is measured against a half-drawn backdrop.
    await page.locator('.site-dialog-root').evaluate((root) => Promise.all(root.getAnimations({ subtree: true }).map((animation) => animation.finished)));
    const results = await new AxeBuilder({ page }).include('.site-dialog-root').analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  test("the dialog's labels are the catalogue's: a page's translation words them", async ({ page }) => {
    await load(page, DESKTOP);
    await page.evaluate(async () => {
      const { registerCatalogue, setLocale } = await (await window.SiteRuntime!.load('services')).catalogue();
      registerCatalogue('fr', {
        siteUserLogin: { email: 'Adresse e-mail', password: 'Mot de passe', remember: 'Se souvenir de moi', failed: 'Échec de la connexion.' },
      });
      setLocale('fr');
    });
    await link(page).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await expect(dialog.getByLabel('Adresse e-mail')).toBeFocused();
    await expect(dialog.getByLabel('Mot de passe')).toHaveAttribute('type', 'password');
    await expect(dialog.getByRole('checkbox', { name: 'Se souvenir de moi' })).toBeVisible();
  });

  test('React, which renders the dialog, is not on the first view: a pointer over the link asks for it, once, before the press (docs/architecture.md#react)', async ({
    page,
  }) => {
    const react = builtManifest().shared.react!;
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(react)) asked.push(request.url());
    });
    await load(page, DESKTOP);
    await expect.poll(() => shownText(page)).toBe('Login');
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    await link(page).hover();
    await expect.poll(() => asked.length).toBe(1);
    await link(page).click();
    await expect(page.getByRole('dialog', { name: 'Login' }).getByLabel('Email')).toBeFocused();
    await page.keyboard.press('Escape');
    await link(page).focus();
    await link(page).click();
    await expect(page.getByRole('dialog', { name: 'Login' }).getByLabel('Email')).toBeFocused();
    expect(asked).toHaveLength(1);
  });
});
