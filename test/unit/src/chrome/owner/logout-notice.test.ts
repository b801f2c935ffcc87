// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { showLogoutNotice } from '../../../../../src/chrome/owner/logout-notice.ts';
import { closeTopLayer, layerCount } from '../../../../../src/layers/stack.ts';
import { registerCatalogue, setLocale } from '../../../../../src/catalogue/register.ts';

afterEach(() => {
  setLocale('en');
  while (closeTopLayer()) {
    // close what a test left open
  }
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
});

describe('the logout notice', () => {
  it("says 'Logout Successful' and takes logout=true out of the address", async () => {
    history.replaceState(null, '', '/shop?logout=true&page=2');
    const notice = await showLogoutNotice();
    expect(notice.element.textContent).toContain('Logout Successful');
    expect(notice.element.textContent).toContain('You have been successfully logged out.');
    expect(location.pathname + location.search).toBe('/shop?page=2');
    // Its held place was handed over to the dialog itself: one layer, not two.
    expect(layerCount()).toBe(1);
  });

  it('says it in the active language', async () => {
    registerCatalogue('fr', { logout: { title: 'Déconnexion réussie' } });
    setLocale('fr');
    const notice = await showLogoutNotice();
    expect(notice.element.querySelector('h2')!.textContent).toBe('Déconnexion réussie');
    expect(notice.element.textContent).toContain('You have been successfully logged out.');
  });

  it('an Escape taken while it was loading dismisses it as it opens', async () => {
    const notice = await showLogoutNotice(() => true);
    expect(await notice.result).toBe('cancel');
  });
});
