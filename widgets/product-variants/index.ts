/**
 * The 7.1 `ProductItemVariants` controller (docs/behaviour/commerce.md#product-controllers):
 * a thin adapter over the product item module's variant view
 * (modules/product-item/variant-view.ts). It reads the variants from
 * `data-variants`, shows the chosen variant's price and stock, and sets what
 * the site stylesheet waits for: `data-text` on each `.variant-select-wrapper`
 * (the stylesheet keeps the wrapper transparent and shows the choice from
 * it), and on its own element `data-selected-variant`,
 * `data-variant-in-stock` and `data-unselected-options` (a JSON list of the
 * options still to choose). The add-to-cart button is `aria-disabled` while
 * the whole choice is sold out or names no variant (the states the
 * stylesheet dims it in); while a choice is missing it stays pressable, and
 * a press says what is missing.
 */
import type { BlockContext, BlockMount, Cleanup } from '../../src/block-context.ts';
import { controller, type Changes } from '../../src/sections/changes.ts';
import { watchVariants, isSoldOut } from '../../modules/product-item/variant-view.ts';
import { cartButton, optionSelects, productRoot, productVariants71, variantsElement } from '../../modules/product-item/product-71.ts';
import type { ProductVariant } from '../../modules/product-item/variants.ts';

/** Shows each select's chosen option (or its placeholder) where the stylesheet reads it. */
function showChoices(selects: HTMLSelectElement[], changes: Changes): void {
  for (const select of selects) {
    const wrapper = select.closest('.variant-select-wrapper');
    if (wrapper) changes.attr(wrapper, 'data-text', select.selectedOptions[0]?.textContent?.trim() ?? '');
  }
}

/** The element's state attributes for the stylesheet, and the button's availability. */
function markChoice(element: Element, selects: HTMLSelectElement[], variant: ProductVariant | undefined, changes: Changes): void {
  const unselected = selects.filter((select) => !select.value).map((select) => select.getAttribute('data-variant-option-name') ?? '');
  changes.attr(element, 'data-unselected-options', JSON.stringify(unselected));
  changes.attr(element, 'data-selected-variant', variant ? variant.sku || 'selected' : null);
  changes.attr(element, 'data-variant-in-stock', variant && !isSoldOut(variant) ? '' : null);
}

/** The store's currency (`websiteSettings.storeSettings.selectedCurrency`), or undefined for the default. */
function storeCurrency(context: BlockContext): string | undefined {
  const store = context.site.websiteSettings?.storeSettings as { selectedCurrency?: unknown } | undefined;
  return typeof store?.selectedCurrency === 'string' ? store.selectedCurrency : undefined;
}

/** Takes up the product's options; the cleanup puts the server markup back. */
export function mount(element: HTMLElement, _data: unknown, context: BlockContext): Cleanup {
  return controller((changes) => {
    const root = productRoot(element);
    // An unusable data-variants throws: the runtime names the element and the attribute, the markup stays.
    const variants = productVariants71(variantsElement(element, root));
    const selects = optionSelects(root);
    const button = cartButton(root);
    for (const select of selects) {
      if (!select.hasAttribute('data-variant-option-name')) {
        changes.attr(
          select,
          'data-variant-option-name',
          select.closest('.variant-option')?.querySelector('.variant-option-title')?.textContent?.replace(/:\s*$/, '').trim() ?? '',
        );
      }
      changes.listen(select, 'change', () => showChoices(selects, changes));
    }
    showChoices(selects, changes);
    if (button instanceof HTMLButtonElement) {
      const { disabled } = button;
      changes.add(() => (button.disabled = disabled));
    }
    const onUpdate = (variant: ProductVariant | undefined): void => {
      markChoice(element, selects, variant, changes);
      // As the stylesheet dims it: unavailable for a whole choice sold out or matching no variant; while
      // a choice is missing it stays pressable, and a press says what is missing.
      const whole = selects.every((select) => select.value);
      if (button) changes.attr(button, 'aria-disabled', whole && !(variant && !isSoldOut(variant)) ? 'true' : null);
    };
    changes.add(
      watchVariants({
        variants,
        selects,
        price: root.querySelector('.product-price'),
        button,
        fallback: element.lastElementChild ?? element,
        currency: storeCurrency(context),
        onUpdate,
      }),
    );
  });
}

mount satisfies BlockMount;
