/**
 * The summary block (55): the server renders the items; the widget lays
 * them out for the block's design, loads their images through the image
 * loader and makes the carousel operable (docs/behaviour/content-blocks.md#content-blocks).
 * A summary whose markup has no items asks the server for them first. No
 * React.
 */
import type { BlockContext, Cleanup, BlockMount } from '../../src/block-context.ts';
import { loadImages } from '../../src/images/load-images.ts';
import { useBlockData } from '../../src/block-data/use-block-data.ts';
import { fields } from './data.ts';
import { layOut, SUMMARY_DEFAULTS } from './layout.ts';
import './summary.css';

const itemsOf = (root: Element) => Array.from(root.querySelectorAll<HTMLElement>('.summary-item'));

/** Lays out the block's items (after fetching them when the markup has none). */
export async function mount(element: HTMLElement, raw: unknown, context: BlockContext): Promise<Cleanup> {
  // Its declaration, not zod: zod's runtime would be half the first view (docs/behaviour/blocks.md#block-data-declaration).
  const data = useBlockData(fields, raw, context);
  // Only the carousel design pays for the carousel; it downloads beside the
  // rendering request, and the markup is touched only once it is in.
  const carouselModule = data.design === 'carousel' ? import('./carousel.ts') : undefined;
  carouselModule?.catch(() => undefined); // awaited below; a failure is the mount's
  const content = element.querySelector<HTMLElement>('.sqs-block-content') ?? element;
  if (!itemsOf(content).length) {
    // Only an item-less summary pays for the data layer.
    const { fetchWidgetRendering, replaceWithRendering } = await import('../../src/widget-rendering.ts');
    const html = await fetchWidgetRendering({
      type: context.type,
      id: context.id,
      value: raw,
      ...(data.collectionId ? { collectionId: data.collectionId } : {}),
    });
    replaceWithRendering(content, html);
  }
  const carousel = await carouselModule;
  const items = itemsOf(content);
  const list = content.querySelector<HTMLElement>('.summary-item-list') ?? items[0]?.parentElement ?? null;
  const cleanups: Cleanup[] = [];
  if (list && items.length) {
    cleanups.push(layOut(list, items, data));
    if (carousel) {
      const title = content.querySelector('.summary-heading, .summary-block-header, h2, h3')?.textContent?.trim();
      cleanups.push(
        carousel.mountCarousel(
          list,
          items.filter((item) => !item.hidden),
          data.slidesPerRow ?? SUMMARY_DEFAULTS.slidesPerRow,
          title || undefined,
        ),
      );
    }
  }
  cleanups.push(loadImages(content));
  element.setAttribute('data-summary-design', data.design);
  return () => {
    cleanups.reverse().forEach((cleanup) => cleanup());
    element.removeAttribute('data-summary-design');
  };
}

// The one widget contract (behaviour/blocks.md#widget-contract), checked by the compiler.
mount satisfies BlockMount;
