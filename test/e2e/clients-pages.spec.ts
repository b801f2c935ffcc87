/** Every clients fixture page: an axe scan and a screenshot (looked at by hand). */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test.ts';
import { openClientPage } from './clients-helpers.ts';

for (const name of ['bridge', 'multilingual', 'multilingual-off', 'header-footer', 'labs', 'places', 'analytics', 'logger']) {
  test(`${name}: no axe violations`, async ({ page }) => {
    await openClientPage(page, name);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.screenshot({ path: `/tmp/shots/clients-${name}.png` });
  });
}
