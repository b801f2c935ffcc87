// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { start } from '../../../../modules/product-list/index.ts';
import { moduleContext } from '../context.ts';

const item = (id: string, json: string) =>
  `<div class="ProductList-item" id="${id}" data-product-json='${json}'><h2 class="ProductList-title">${id}</h2><img data-src="/${id}.jpg" alt=""></div>`;

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('the product list', () => {
  it('marks sold-out and on-sale items by the availability rules; digital products are never sold out', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = `<div class="ProductList">${[
      item('out', '{"productType":"PHYSICAL","variants":[{"qtyInStock":0},{"qtyInStock":0}]}'),
      item('sale', '{"productType":"PHYSICAL","variants":[{"qtyInStock":2,"onSale":true}]}'),
      item('unlimited', '{"productType":"SERVICE","variants":[{"unlimited":true}]}'),
      item('digital', '{"productType":"DIGITAL","onSale":true}'),
      item('bad', '{"productType":"PHYSICAL","variants":[{"qtyInStock":"5"}]}'),
    ].join('')}</div>`;
    start(moduleContext('product-list', {}, [document.querySelector('.ProductList')!]));
    const mark = (id: string) => document.querySelector(`#${id} .product-mark`)?.textContent;
    expect(mark('out')).toBe('Sold Out');
    expect(document.getElementById('out')!.classList.contains('sold-out')).toBe(true);
    expect(mark('sale')).toBe('Sale');
    expect(mark('unlimited')).toBeUndefined();
    expect(mark('digital')).toBe('Sale');
    expect(mark('bad')).toBeUndefined();
    expect(warn.mock.calls[0]!.join(' ')).toContain('product list item #bad: field "variants.0.qtyInStock": expected a number');
  });
});
