// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT_TEXT } from '../../../../src/catalogue/en/checkout.ts';
import { registerCatalogue, setLocale } from '../../../../src/catalogue/register.ts';
import { cartCheckoutUrl, donateCheckoutUrl, giftCardCheckoutUrl, subscribeCheckoutUrl } from '../../../../src/checkout/routes.ts';
import { alertNoCart, gotoCheckout, hasCartCookie } from '../../../../src/checkout/redirect.ts';
import { closeTopLayer } from '../../../../src/layers/stack.ts';

afterEach(() => {
  while (closeTopLayer()) {
    // close the alert a test left open
  }
  setLocale('en');
  document.cookie = 'CART=; max-age=0; path=/';
  document.body.innerHTML = '';
});

describe('checkout routes', () => {
  it('builds the four destinations, sku optional', () => {
    expect(cartCheckoutUrl()).toBe('/commerce/goto-checkout');
    expect(subscribeCheckoutUrl('t 1')).toBe('/checkout/subscribe?cartToken=t+1');
    expect(donateCheckoutUrl('d1')).toBe('/checkout/donate?donatePageId=d1');
    expect(giftCardCheckoutUrl({ websiteId: 'w', giftCardProductId: 'g' })).toBe('/checkout/giftcard?websiteId=w&giftCardProductId=g');
    expect(giftCardCheckoutUrl({ websiteId: 'w', giftCardProductId: 'g', sku: 'SQ1' })).toBe('/checkout/giftcard?websiteId=w&giftCardProductId=g&sku=SQ1');
  });
});

describe('gotoCheckout', () => {
  it('shows the alert and does not navigate without the cart cookie', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(hasCartCookie()).toBe(false);
    expect(await gotoCheckout()).toBe(false);
    await vi.waitFor(() => expect(document.querySelector('[role="alertdialog"]')).not.toBeNull());
    expect(document.querySelector('[role="alertdialog"]')!.textContent).toContain(CHECKOUT_TEXT.messages.noCartCookie);
    expect(document.querySelector('[role="alertdialog"] button')!.textContent).toBe('Okay');
  });

  it('shows the alert in the active language, its button too', async () => {
    registerCatalogue('fr', { checkout: { noCartCookie: 'Votre session a expiré.' }, dialog: { okay: 'D’accord' } });
    setLocale('fr');
    const shown = alertNoCart();
    await vi.waitFor(() => expect(document.querySelector('[role="alertdialog"]')).not.toBeNull());
    expect(document.querySelector('[role="alertdialog"]')!.textContent).toContain('Votre session a expiré.');
    expect(document.querySelector('[role="alertdialog"] button')!.textContent).toBe('D’accord');
    closeTopLayer();
    await shown;
  });
});
