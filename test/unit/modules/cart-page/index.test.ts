// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { PAGE_TYPE } from '../../../../src/enums/page-type.ts';
import { start } from '../../../../modules/cart-page/index.ts';
import trigger from '../../../../modules/cart-page/trigger.json';
import { moduleContext } from '../context.ts';

describe('the cart page module', () => {
  it('loads on the cart page type, by its trigger', () => {
    expect(trigger).toEqual({ pageTypes: [PAGE_TYPE.CART] });
  });

  it('marks the page and wires its checkout buttons; the cleanup unwires them', () => {
    document.body.innerHTML = '<button data-checkout>Checkout</button>';
    const stop = start(moduleContext('cart-page', { pageType: PAGE_TYPE.CART }));
    expect(document.documentElement.getAttribute('data-page-module')).toBe('cart');
    expect(typeof stop).toBe('function');
    stop();
  });
});
