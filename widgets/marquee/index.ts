/**
 * The marquee block (70): its text runs along an SVG wave built from the
 * props in `script.Marquee-props` (docs/behaviour/content-blocks.md#content-blocks). It
 * moves only while visible and while motion is allowed, stops under the
 * pointer when `pausedOnHover`, and is redrawn 1000 ms after the last
 * resize, font load or design tweak. One copy of the text is read by
 * assistive technology; the moving repeats are hidden from it. No React.
 */
import type { BlockContext, Cleanup, BlockMount } from '../../src/block-context.ts';
import { useBlockData } from '../../src/block-data/use-block-data.ts';
import { fields } from './data.ts';
import { readMarqueeProps } from './props.ts';
import { createTrack } from './track.ts';
import { startMotion } from './motion.ts';
import './marquee.css';
import { ownDoc } from '../../src/dom/doc.ts';
import { onWidthChange } from '../../src/dom/width-change.ts';

/** Redraws wait for this quiet period (docs/behaviour/content-blocks.md#content-blocks). */
const REDRAW_DEBOUNCE_MS = 1000;

/** Builds the wave and starts it moving when it may; ready once drawn. */
export async function mount(element: HTMLElement, data: unknown, context: BlockContext): Promise<Cleanup> {
  // Its declaration, not zod: zod's runtime would be most of the first view (docs/behaviour/blocks.md#block-data-declaration).
  const props = useBlockData(fields, readMarqueeProps(element, data), context);
  const host = element.querySelector<HTMLElement>('.Marquee') ?? element;
  const track = createTrack(element, host, props);
  // The wave's measures wait for the page's next layout with every other block's (docs/behaviour/blocks.md#layout-batch).
  try {
    await track.draw();
  } catch (error) {
    track.remove();
    throw error;
  }
  element.setAttribute('data-marquee-draws', '1');
  const stopMotion = startMotion(element, props, track);

  // Redraws: resize, font load, design tweak; debounced.
  let timer: ReturnType<typeof setTimeout> | undefined;
  let active = true;
  const count = () => active && element.setAttribute('data-marquee-draws', String(Number(element.getAttribute('data-marquee-draws') ?? 0) + 1));
  const redraw = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void track.draw().then(count), REDRAW_DEBOUNCE_MS);
  };
  const resize = onWidthChange(host, redraw);
  ownDoc.fonts?.addEventListener('loadingdone', redraw);
  context.bus.on('tweak:change', redraw);

  return () => {
    active = false;
    stopMotion();
    clearTimeout(timer);
    resize.disconnect();
    ownDoc.fonts?.removeEventListener('loadingdone', redraw);
    context.bus.off('tweak:change', redraw);
    track.remove();
    for (const name of ['data-marquee-state', 'data-marquee-copies', 'data-marquee-draws']) element.removeAttribute(name);
  };
}

// The one widget contract (behaviour/blocks.md#widget-contract), checked by the compiler.
mount satisfies BlockMount;
