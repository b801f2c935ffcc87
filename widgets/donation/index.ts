/**
 * The donation block (52): its button goes to the donate checkout of the
 * page named by its `data-donate-page-id` (docs/behaviour/content-blocks.md#donation),
 * through the shared checkout redirects, so from the editing frame it is the
 * top window that goes. Enhanced in place; no React.
 */
import type { BlockContext, Cleanup, BlockMount } from '../../src/block-context.ts';
import { useBlockData } from '../../src/block-data/use-block-data.ts';
import { gotoDonateCheckout } from '../../src/checkout/redirect.ts';
import { donateCheckoutUrl } from '../../src/checkout/routes.ts';
import { fields } from './data.ts';
import { BlockDataError } from '../../src/block-data-error.ts';

/** Mounts the block's donate button; the page id comes from the markup, else the block data. */
export function mount(element: HTMLElement, raw: unknown, context: BlockContext): Cleanup {
  // Its declaration, not zod's runtime (docs/behaviour/blocks.md#block-data-declaration).
  const data = useBlockData(fields, raw, context);
  const button = element.querySelector<HTMLElement>('[data-donate-page-id]') ?? element.querySelector<HTMLElement>('button, a');
  const pageId = button?.getAttribute('data-donate-page-id') || element.getAttribute('data-donate-page-id') || data.donatePageId;
  if (!button || !pageId) throw new BlockDataError('data-donate-page-id', 'no donate button with a donate page id');
  const onClick = (event: MouseEvent) => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void gotoDonateCheckout(pageId);
  };
  // A link keeps working for middle clicks and new tabs.
  if (button instanceof HTMLAnchorElement) button.href = donateCheckoutUrl(pageId);
  button.addEventListener('click', onClick);
  return () => button.removeEventListener('click', onClick);
}

// The one widget contract (behaviour/blocks.md#widget-contract), checked by the compiler.
mount satisfies BlockMount;
