/**
 * The summary block (55): the server renders the items; the widget lays
 * them out for the block's design, loads their images through the image
 * loader and makes the carousel operable (docs/behaviour.md#content-blocks).
 * A summary whose markup has no items asks the server for them first. No
 * React.
 */
import type { BlockContext, Cleanup } from '../../src/block-context.ts';
import { parseBlockData } from '../../src/block-data.ts';
import { loadImages } from '../../src/images/load-images.ts';
import { t } from '../../src/catalogue/index.ts';
import { SUMMARY_TEXT } from '../../src/catalogue/en/summary.ts';
import { schema } from './schema.ts';
import { layOut, SUMMARY_DEFAULTS } from './layout.ts';
import { enhanceCarousel } from './carousel.ts';
import './summary.css';

const itemsOf = (root: Element) => Array.from(root.querySelectorAll<HTMLElement>('.summary-item'));

/** Lays out the block's items (after fetching them when the markup has none). */
export async function mount(element: HTMLElement, raw: unknown, context: BlockContext): Promise<Cleanup> {
  const data = parseBlockData(schema, raw);
  const content = element.querySelector<HTMLElement>('.sqs-block-content') ?? element;
  if (!itemsOf(content).length) {
    // Only an item-less summary pays for the data layer.
    const { fetchWidgetRendering, replaceWithRendering } = await import('../../src/widget-rendering.ts');
    const html = await fetchWidgetRendering({ type: context.type, id: context.id, value: raw, ...(data.collectionId ? { collectionId: data.collectionId } : {}) });
    replaceWithRendering(content, html);
  }
  const items = itemsOf(content);
  const list = content.querySelector<HTMLElement>('.summary-item-list') ?? items[0]?.parentElement ?? null;
  const cleanups: Cleanup[] = [];
  if (list && items.length) {
    cleanups.push(layOut(list, items, data));
    if (data.design === 'carousel') {
      const title = content.querySelector('.summary-heading, .summary-block-header, h2, h3')?.textContent?.trim();
      cleanups.push(enhanceCarousel(list, items.filter((item) => !item.hidden), data.slidesPerRow ?? SUMMARY_DEFAULTS.slidesPerRow, title || t(SUMMARY_TEXT, 'label')));
    }
  }
  cleanups.push(loadImages(content));
  element.setAttribute('data-summary-design', data.design);
  return () => {
    cleanups.reverse().forEach((cleanup) => cleanup());
    element.removeAttribute('data-summary-design');
  };
}
