// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { start } from '../../../../modules/product-item/index.ts';
import { moduleContext } from '../context.ts';

const json = JSON.stringify({
  variants: [
    { optionValues: [{ optionName: 'Size', value: 'S' }], price: 4800, qtyInStock: 0 },
    { optionValues: [{ optionName: 'Size', value: 'M' }], price: 4800, salePrice: 3600, onSale: true, qtyInStock: 2 },
    { optionValues: [{ optionName: 'Size', value: 'L' }], price: 5200, unlimited: true },
  ],
});

const choose = (value: string) => {
  const select = document.querySelector('select')!;
  select.value = value;
  select.dispatchEvent(new Event('change'));
};

describe('the product item', () => {
  it('shows the chosen variant: price (sale price on sale), sold out with the button disabled', () => {
    document.body.innerHTML = `<div class="ProductItem" data-product-json='${json}'><div class="product-price">$48.00</div>
      <select data-variant-option-name="Size"><option value="">Select Size</option><option>S</option><option>M</option><option>L</option></select>
      <button class="sqs-add-to-cart-button">Add To Cart</button></div>`;
    start(moduleContext('product-item', { websiteSettings: { storeSettings: { selectedCurrency: 'EUR' } } }, [document.querySelector('.ProductItem')!]));
    const status = document.querySelector('[role=status]')!;
    const button = document.querySelector('button')!;
    choose('S');
    expect(status.textContent).toBe('Sold Out');
    expect(button.disabled).toBe(true);
    choose('M');
    expect(document.querySelector('.product-price')!.textContent).toBe('€36.00');
    expect(status.textContent).toBe('Sale');
    expect(button.disabled).toBe(false);
    choose('L');
    expect(document.querySelector('.product-price')!.textContent).toBe('€52.00');
    expect(status.textContent).toBe('');
  });

  it('bad product data is a warning and the page stays as it was', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = `<div class="ProductItem" id="p" data-product-json='{"variants":3}'><div class="product-price">$1</div></div>`;
    start(moduleContext('product-item', {}, [document.querySelector('.ProductItem')!]));
    expect(document.querySelector('[role=status]')).toBeNull();
    expect(warn.mock.calls[0]!.join(' ')).toContain('product #p: field "variants": expected a list');
  });

  it('leaves a product whose options or button a 7.1 controller holds to that controller', () => {
    document.body.innerHTML = `<div class="ProductItem" data-product-json='${json}'><div class="product-price">$48.00</div>
      <div class="product-variants" data-controller="ProductItemVariants"><select data-variant-option-name="Size"><option value="">Select Size</option><option>S</option></select></div>
      <button class="sqs-add-to-cart-button">Add To Cart</button></div>`;
    start(moduleContext('product-item', {}, [document.querySelector('.ProductItem')!]));
    choose('S');
    expect(document.querySelector('[role=status]')).toBeNull();
    expect(document.querySelector('button')!.disabled).toBe(false);
  });
});
