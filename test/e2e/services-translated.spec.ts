/**
 * A French site: the site context says fr-FR, and a page script registers
 * French wording through the services router's `catalogue()`. The site
 * chrome shows it with no setLocale call, by keyboard as a visitor uses it.
 */
import { expect, test } from './support/test.ts';

const PAGE = '/fixtures/services/translated.html';

test.beforeEach(async ({ page }) => {
  await page.goto(PAGE);
  await expect(page.locator('html')).toHaveAttribute('data-translations-ready', '');
});

test('the alert says D’accord and a confirmation offers Annuler and Confirmer', async ({ page }) => {
  await page.getByRole('button', { name: 'Ouvrir une alerte' }).focus();
  await page.keyboard.press('Enter');
  const alert = page.getByRole('alertdialog', { name: 'Épuisé' });
  await expect(alert).toContainText('Ce livre est épuisé.');
  await expect(alert.getByRole('button')).toHaveText(['D’accord']);
  await expect(alert.getByRole('button', { name: 'D’accord' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#result')).toHaveText('alert: confirm');

  await page.getByRole('button', { name: 'Demander confirmation' }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Réserver ce livre ?' });
  await expect(confirm.getByRole('button')).toHaveText(['Annuler', 'Confirmer']);
  await page.keyboard.press('Escape');
  await expect(page.locator('#result')).toHaveText('confirm: cancel');
});

test('the system-error overlay is in French, Fermer first', async ({ page }) => {
  await page.getByRole('button', { name: 'Erreur système' }).focus();
  await page.keyboard.press('Enter');
  const overlay = page.getByRole('alertdialog', { name: 'Un problème est survenu' });
  await expect(overlay).toContainText('Notre système a rencontré une erreur.');
  await expect(overlay.getByRole('button')).toHaveText(['Fermer', 'Recharger la page']);
  await expect(overlay.getByRole('button', { name: 'Fermer' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#result')).toHaveText('error: cancel');
});

test('a key the translation lacks shows its English text, beside the translated ones', async ({ page }) => {
  await page.evaluate(() =>
    window
      .SiteRuntime!.load('services')
      .then((s) => s.systemError())
      .then((m) => m.showSystemError({ kind: 'network', url: '/api/commerce/cart' })),
  );
  const overlay = page.getByRole('alertdialog', { name: 'Un problème est survenu' });
  // networkFallback has no French entry here.
  await expect(overlay).toContainText('Unable to connect to the provider. Please try again.');
  await expect(overlay.getByRole('button')).toHaveText(['Fermer', 'Recharger la page']);
});

test("a translation with plurals gets the ICU formatter from the router's messageFormat(): Polish counts take their own forms", async ({ page }) => {
  const counts = await page.evaluate(async () => {
    const s = await window.SiteRuntime!.load('services');
    const { formatMessage } = await s.messageFormat();
    const message = '{n, plural, one {# produkt} few {# produkty} many {# produktów} other {# produktu}} w koszyku';
    return [1, 3, 5, 22].map((n) => formatMessage(message, { n }, 'pl'));
  });
  expect(counts).toEqual(['1 produkt w koszyku', '3 produkty w koszyku', '5 produktów w koszyku', '22 produkty w koszyku']);
});
