/**
 * The gallery block (8), enhanced in place on the platform's markup
 * (docs/behaviour.md#gallery): the slides are already in the page, so the
 * designs need no React. `data-block="gallery"` takes the same markup.
 */
import type { BlockContext, Cleanup } from '../../src/block-context.ts';
// Its errors go to the console only: the area's English as written, filled by the area's own
// formatter, without the catalogue's lookup in the first view (docs/behaviour.md#catalogue).
import { GALLERY_TEXT } from '../../src/catalogue/en/gallery.ts';
import { resolveDesign } from './designs.ts';
import { startGallery } from './gallery.ts';
import { readSettings } from './settings.ts';
import './gallery.css';

// A node already bound to a gallery is never bound twice.
const bound = new WeakSet<Element>();

const failure = (message: string, field: string) => Object.assign(new Error(message), { field });

/** Reads the data and the design, then starts the gallery; bad data leaves the markup as it was. */
export async function mount(element: HTMLElement, raw: unknown, context: BlockContext): Promise<Cleanup> {
  const container = element.matches('.sqs-gallery-container') ? element : element.querySelector<HTMLElement>('.sqs-gallery-container');
  if (!container) throw failure(GALLERY_TEXT.format(GALLERY_TEXT.messages.containerNotFound, { detail: '.sqs-gallery-container' }, 'en'), '.sqs-gallery-container');
  if (bound.has(container)) return () => {};
  const named = raw && typeof raw === 'object' ? (raw as { design?: unknown }).design : undefined;
  const fromMarkup = /(?:^|\s)sqs-gallery-block-([\w-]+)/.exec(container.className)?.[1];
  const name = typeof named === 'string' && named ? named : fromMarkup;
  const design = resolveDesign(name);
  if (!design) throw failure(GALLERY_TEXT.format(GALLERY_TEXT.messages.unknownDesign, { name: String(name) }, 'en'), 'design');
  const settings = readSettings(raw, design);
  bound.add(container);
  let stop: Cleanup;
  try {
    stop = await startGallery(container, settings, context);
  } catch (error) {
    bound.delete(container);
    throw error;
  }
  return () => {
    bound.delete(container);
    stop();
  };
}
