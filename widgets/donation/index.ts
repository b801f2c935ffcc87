/**
 * The donation block (52): its button goes to the donate page named by its
 * `data-donate-page-id`, at `/checkout/donate?donatePageId=…` (first seed,
 * sections 2 and 3). Enhanced in place; no React.
 */
import type { BlockContext, Cleanup } from '../../src/block-context.ts';
import { parseBlockData } from '../../src/block-data.ts';
import { schema } from './schema.ts';

/** The donation checkout URL for a donate page (first seed, section 2). */
export const donateUrl = (donatePageId: string): string => `/checkout/donate?donatePageId=${encodeURIComponent(donatePageId)}`;

/** Wires the block's donate button; the page id comes from the markup, else the block data. */
export function mount(element: HTMLElement, raw: unknown, _context: BlockContext, navigate: (url: string) => void = (url) => location.assign(url)): Cleanup {
  const data = parseBlockData(schema, raw);
  const button = element.querySelector<HTMLElement>('[data-donate-page-id]') ?? element.querySelector<HTMLElement>('button, a');
  const pageId = button?.getAttribute('data-donate-page-id') || element.getAttribute('data-donate-page-id') || data.donatePageId;
  if (!button || !pageId) throw Object.assign(new Error('no donate button with a donate page id'), { field: 'data-donate-page-id' });
  const onClick = (event: MouseEvent) => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(donateUrl(pageId));
  };
  // A link keeps working for middle clicks and new tabs.
  if (button instanceof HTMLAnchorElement) button.href = donateUrl(pageId);
  button.addEventListener('click', onClick);
  return () => button.removeEventListener('click', onClick);
}
