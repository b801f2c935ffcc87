/**
 * Every clients fixture page: its client's code is in no script the page
 * has loaded until a button asks for it; an axe scan; a screenshot (looked
 * at by hand).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test.ts';
import { openClientPage } from './clients-helpers.ts';
import { gzipBytesOf } from './support/qa.ts';

/** A page, its first button, and a string only its client's chunk carries. */
const PAGES = [
  ['bridge', 'App info', 'siteNativeBridge'],
  ['site-user', 'Log out', '/api/site-users/account/session'],
  ['multilingual', 'Status', '/api/multilingual/status'],
  ['multilingual-off', 'Languages', '/api/multilingual/status'],
  ['header-footer', 'Read', '/api/site-header-footer'],
  ['labs', 'Internal features', '/api/labs/'],
  ['places', 'Search', '/api/google-maps/places/'],
  ['analytics', 'Layer fields', 'resold-grace-period'],
  ['logger', 'Log a slide', undefined],
] as const;

for (const [name, button, marker] of PAGES) {
  test(`${name}: loaded only when called; no axe violations`, async ({ page, request }, testInfo) => {
    const scripts: string[] = [];
    const urls: string[] = [];
    page.on('response', async (r) => {
      if (!r.url().includes('/dist/') || !r.url().endsWith('.js')) return;
      urls.push(r.url());
      scripts.push(await r.text().catch(() => ''));
    });
    await openClientPage(page, name);
    await page.waitForFunction(() => document.documentElement.dataset.siteServices === 'ready');
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.screenshot({ path: `/tmp/shots/clients-${name}.png` });
    if (marker) expect(scripts.some((s) => s.includes(marker))).toBe(false);
    const before = urls.length;
    await page.getByRole('button', { name: button, exact: true }).click();
    await expect(page.locator('#loaded')).not.toHaveText('none');
    if (marker) await expect.poll(() => scripts.some((s) => s.includes(marker))).toBe(true);
    // What the first call costs beyond the page and the services router (the data layer included where it was not in yet).
    const cost = await gzipBytesOf(request, urls.slice(before));
    testInfo.annotations.push({ type: 'first-use gzip bytes', description: String(cost) });
    expect(cost).toBeLessThan(6_000);
  });
}
