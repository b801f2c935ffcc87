/**
 * Text highlight: each `mark` in the block gets one of twelve SVG shapes
 * drawn over it, played once the text scrolls into view (draw, fade or
 * fadeScale; each line 20–100% of the duration by its length, after 250 ms),
 * reset and replayed when the settings change, and drawn at once under
 * reduced motion or with the animation off (docs/behaviour/content-blocks.md#content-blocks).
 * No React.
 */
import type { BlockContext, Cleanup, BlockMount } from '../../src/block-context.ts';
import { warn } from '../../src/log.ts';
import { useBlockData } from '../../src/block-data/use-block-data.ts';
import { fields, type HighlightSettings } from './data.ts';
import { createPlayer } from './player.ts';
import { BlockDataError } from '../../src/block-data-error.ts';
import './text-highlight.css';
import { ownDoc } from '../../src/dom/doc.ts';
import { onWidthChange } from '../../src/dom/width-change.ts';
import { readThenWrite } from '../../src/dom/layout-batch.ts';

/** Draws the block's highlights and plays them when in view; ready once drawn. */
export async function mount(element: HTMLElement, data: unknown, context: BlockContext): Promise<Cleanup> {
  // Its declaration, not zod: zod's runtime would be most of the first view (docs/behaviour/blocks.md#block-data-declaration).
  const first = useBlockData(fields, data, context);
  const marks = Array.from(element.querySelectorAll<HTMLElement>('mark'));
  if (!marks.length) throw new BlockDataError('mark', 'no mark in the block to highlight');
  const player = createPlayer(element, addLayer(element), marks, first);
  // The first drawing measures the marks at the page's next layout, with every
  // other block's, then draws (docs/behaviour/blocks.md#many-blocks).
  await readThenWrite(() => {
    const boxes = player.measure();
    return () => player.reset(undefined, boxes);
  });

  const visibility = new IntersectionObserver((entries) => player.seen(entries.some((entry) => entry.isIntersecting)));
  visibility.observe(element);
  // Layout changes move the lines: redraw them where they now are, as played.
  const resize = onWidthChange(element, player.redraw);
  ownDoc.fonts?.addEventListener('loadingdone', player.redraw);
  const settingsChange = new MutationObserver(() => {
    const next = newSettings(element, context);
    if (next) player.reset(next);
  });
  settingsChange.observe(element, { attributes: true, attributeFilter: ['data-block-json'] });
  const onMotionChange = () => player.reset();
  player.reducedMotion.addEventListener('change', onMotionChange);

  return () => {
    player.stop();
    visibility.disconnect();
    resize.disconnect();
    ownDoc.fonts?.removeEventListener('loadingdone', player.redraw);
    settingsChange.disconnect();
    player.reducedMotion.removeEventListener('change', onMotionChange);
    player.layer.remove();
    element.classList.remove('text-highlight-host');
    element.removeAttribute('data-highlight-state');
  };
}

/** The layer the shapes are drawn in, over the block's text and hidden from assistive technology. */
function addLayer(element: HTMLElement): HTMLElement {
  element.classList.add('text-highlight-host');
  const layer = ownDoc.createElement('div');
  layer.className = 'text-highlight-layer';
  layer.setAttribute('aria-hidden', 'true');
  element.prepend(layer);
  return layer;
}

/** The block's changed settings, read as on mount (a value it cannot use is its default and one warning); undefined when not JSON. */
function newSettings(element: HTMLElement, context: BlockContext): HighlightSettings | undefined {
  try {
    return useBlockData(fields, JSON.parse(element.getAttribute('data-block-json') ?? '{}'), context);
  } catch (error) {
    warn(
      `block #${context.id} (type "${context.type}"), field "${(error as { field?: string }).field ?? 'data-block-json'}": the new highlight settings are invalid; keeping the old ones`,
      error,
    );
    return undefined;
  }
}

// The one widget contract (behaviour/blocks.md#widget-contract), checked by the compiler.
mount satisfies BlockMount;
