/**
 * The marquee block (70): its text runs along an SVG wave built from the
 * props in `script.Marquee-props` (docs/behaviour.md#content-blocks). It
 * moves only while visible and while motion is allowed, stops under the
 * pointer when `pausedOnHover`, and is redrawn 1000 ms after the last
 * resize, font load or design tweak. One copy of the text is read by
 * assistive technology; the moving repeats are hidden from it. No React.
 */
import type { BlockContext, Cleanup, BlockMount } from '../../src/block-context.ts';
import { useBlockData } from '../../src/block-data/use-block-data.ts';
import { fields } from './data.ts';
import { readMarqueeProps } from './props.ts';
import { wavePath } from './wave.ts';
import './marquee.css';
import { ownDoc } from '../../src/dom/doc.ts';

/** Redraws wait for this quiet period (docs/behaviour.md#content-blocks). */
export const REDRAW_DEBOUNCE_MS = 1000;
/** Pixels a second at speed 1. */
export const BASE_SPEED_PX_PER_S = 60;
/** Space between items, in ems. */
const GAP = '\u2003\u2003';

const SVG = 'http://www.w3.org/2000/svg';
let pathCounter = 0;

/** Builds the wave and starts it moving when it may. */
export function mount(element: HTMLElement, data: unknown, context: BlockContext): Cleanup {
  // Its declaration, not zod: zod's runtime would be most of the first view (docs/behaviour.md#block-data-declaration).
  const props = useBlockData(fields, readMarqueeProps(element, data), context);
  const host = element.querySelector<HTMLElement>('.Marquee') ?? element;
  const sequence = props.marqueeItems.map((item) => item.text + GAP).join('');

  const srText = ownDoc.createElement('p');
  srText.className = 'marquee-sr-text';
  srText.textContent = props.marqueeItems.map((item) => item.text).join(' ');
  const svg = ownDoc.createElementNS(SVG, 'svg');
  svg.setAttribute('class', 'marquee-track');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const path = ownDoc.createElementNS(SVG, 'path');
  path.id = `marquee-path-${++pathCounter}`;
  path.setAttribute('fill', 'none');
  const text = ownDoc.createElementNS(SVG, 'text');
  const textPath = ownDoc.createElementNS(SVG, 'textPath');
  textPath.setAttribute('href', `#${path.id}`);
  text.append(textPath);
  svg.append(path, text);
  host.append(srText, svg);

  let sequenceLength = 0;
  let offset = 0;
  const draw = () => {
    const fontSize = parseFloat(getComputedStyle(host).fontSize) || 16;
    const wave = wavePath(host.clientWidth, fontSize, props.waveFrequency, props.waveIntensity);
    path.setAttribute('d', wave.d);
    svg.setAttribute('viewBox', `0 0 ${wave.width} ${wave.height}`);
    svg.setAttribute('height', String(wave.height));
    // Measure one sequence, then repeat it enough to cover the path and one more for the wrap.
    textPath.textContent = sequence;
    sequenceLength = sequence ? (text.getComputedTextLength?.() ?? 0) : 0;
    const pathLength = path.getTotalLength?.() ?? wave.width;
    const copies = sequenceLength > 0 ? Math.ceil(pathLength / sequenceLength) + 1 : 1;
    textPath.textContent = sequence.repeat(copies);
    element.setAttribute('data-marquee-copies', String(copies));
    place();
  };
  const place = () => {
    textPath.setAttribute('startOffset', String(Math.round(offset * 100) / 100));
  };

  // Motion: visible, motion allowed, not hovered (when that pauses it).
  const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');
  let visible = false;
  let hovered = false;
  let frame = 0;
  let last: number | undefined;
  const tick = (now: number) => {
    if (last !== undefined && sequenceLength > 0) {
      const step = ((now - last) / 1000) * BASE_SPEED_PX_PER_S * props.animationSpeed;
      // Left: the text moves towards the path's start; right: away from it. Offsets stay in (-length, 0].
      offset = props.animationDirection === 'left' ? offset - step : offset + step;
      offset = ((offset % sequenceLength) - sequenceLength) % sequenceLength;
      place();
    }
    last = now;
    frame = requestAnimationFrame(tick);
  };
  const update = () => {
    const run = visible && !reducedMotion.matches && !(props.pausedOnHover && hovered) && props.animationSpeed > 0;
    element.setAttribute('data-marquee-state', run ? 'running' : reducedMotion.matches ? 'still' : 'paused');
    if (run && !frame) {
      last = undefined;
      frame = requestAnimationFrame(tick);
    } else if (!run && frame) {
      cancelAnimationFrame(frame);
      frame = 0;
    }
  };
  const visibility = new IntersectionObserver((entries) => {
    visible = entries.some((entry) => entry.isIntersecting);
    update();
  });
  visibility.observe(element);
  const onEnter = () => ((hovered = true), update());
  const onLeave = () => ((hovered = false), update());
  element.addEventListener('pointerenter', onEnter);
  element.addEventListener('pointerleave', onLeave);
  reducedMotion.addEventListener('change', update);

  // Redraws: resize, font load, design tweak; debounced.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const redraw = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      draw();
      element.setAttribute('data-marquee-draws', String(Number(element.getAttribute('data-marquee-draws') ?? 0) + 1));
    }, REDRAW_DEBOUNCE_MS);
  };
  let width = host.clientWidth;
  const resize = new ResizeObserver(() => {
    if (host.clientWidth === width) return;
    width = host.clientWidth;
    redraw();
  });
  resize.observe(host);
  ownDoc.fonts?.addEventListener('loadingdone', redraw);
  context.bus.on('tweak:change', redraw);

  draw();
  element.setAttribute('data-marquee-draws', '1');
  update();

  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    visibility.disconnect();
    resize.disconnect();
    ownDoc.fonts?.removeEventListener('loadingdone', redraw);
    context.bus.off('tweak:change', redraw);
    reducedMotion.removeEventListener('change', update);
    element.removeEventListener('pointerenter', onEnter);
    element.removeEventListener('pointerleave', onLeave);
    srText.remove();
    svg.remove();
    for (const name of ['data-marquee-state', 'data-marquee-copies', 'data-marquee-draws']) element.removeAttribute(name);
  };
}

// The one widget contract (behaviour.md#widget-contract), checked by the compiler.
mount satisfies BlockMount;
