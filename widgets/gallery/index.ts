/**
 * The gallery block (8), enhanced in place on the platform's markup
 * (docs/behaviour/gallery.md#gallery): the slides are already in the page, so the
 * designs need no React. `data-block="gallery"` takes the same markup.
 */
import type { BlockContext, Cleanup, BlockMount } from '../../src/block-context.ts';
import { readBlock } from '../../src/block-data/read-block.ts';
import { warn } from '../../src/log.ts';
import type { GALLERY_TEXT } from '../../src/catalogue/en/gallery.ts';
import { fields } from './data.ts';
import { type Design, resolveDesign } from './designs.ts';
import { startGallery } from './gallery.ts';
import { isProblem, problem } from './problem.ts';
import { settingsFrom } from './settings.ts';
import './gallery.css';

// The catalogue's sentence for data the gallery cannot use, English as written (console only), held to it by the compiler.
const EVALUATE_ERROR = 'Error evaluating gallery block data.' satisfies (typeof GALLERY_TEXT)['messages']['evaluateError'];

// A node already bound to a gallery is never bound twice.
const bound = new WeakSet<Element>();

/** Reads the data and the design, then starts the gallery; bad data leaves the markup as it was, and the console says why. */
export async function mount(element: HTMLElement, raw: unknown, context: BlockContext): Promise<Cleanup> {
  try {
    return await start(element, raw, context);
  } catch (error) {
    if (!isProblem(error)) throw error;
    // Without the sentences' chunk, the problem still names its field and detail.
    throw await import('./data-error.ts').then(
      ({ withSentence }) => withSentence(error),
      () => error,
    );
  }
}

async function start(element: HTMLElement, raw: unknown, context: BlockContext): Promise<Cleanup> {
  const container = element.matches('.sqs-gallery-container') ? element : element.querySelector<HTMLElement>('.sqs-gallery-container');
  if (!container) throw problem('containerNotFound', '.sqs-gallery-container', '.sqs-gallery-container');
  if (bound.has(container)) return () => {};
  // Read leniently, before any binding: each value it cannot use is one warning, led by the
  // catalogue's sentence, and its default; no gallery field refuses the block (docs/behaviour/gallery.md#gallery).
  const { value: data, problems } = readBlock(fields, raw);
  for (const { field, message } of problems) warn(`block #${context.id} (type "${context.type}"), field "${field}": ${EVALUATE_ERROR} ${message}`);
  const fromMarkup = /(?:^|\s)sqs-gallery-block-([\w-]+)/.exec(container.className)?.[1];
  const design = (data.design as Design | undefined) ?? resolveDesign(fromMarkup);
  const settings = settingsFrom(data, design);
  bound.add(container);
  let stop: Cleanup;
  try {
    stop = await startGallery(container, settings, context, raw);
  } catch (error) {
    bound.delete(container);
    throw error;
  }
  return () => {
    bound.delete(container);
    stop();
  };
}

// The one widget contract (behaviour/blocks.md#widget-contract), checked by the compiler.
mount satisfies BlockMount;
