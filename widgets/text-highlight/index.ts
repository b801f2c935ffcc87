/**
 * Text highlight: each `mark` in the block gets one of twelve SVG shapes
 * drawn over it, played once the text scrolls into view (draw, fade or
 * fadeScale; each line 20–100% of the duration by its length, after 250 ms),
 * reset and replayed when the settings change, and drawn at once under
 * reduced motion or with the animation off (docs/behaviour.md#content-blocks).
 * No React.
 */
import type { BlockContext, Cleanup, BlockMount } from '../../src/block-context.ts';
import { warn } from '../../src/log.ts';
import { useBlockData } from '../../src/block-data/use-block-data.ts';
import { fields, type HighlightSettings } from './data.ts';
import { drawSegments, type Segment } from './draw.ts';
import { schedule } from './timing.ts';
import { BlockDataError } from '../../src/block-data-error.ts';
import './text-highlight.css';
import { ownDoc } from '../../src/dom/doc.ts';

/** Draws the block's highlights and plays them when in view. */
export function mount(element: HTMLElement, data: unknown, context: BlockContext): Cleanup {
  // Its declaration, not zod: zod's runtime would be most of the first view (docs/behaviour.md#block-data-declaration).
  let settings = useBlockData(fields, data, context);
  const marks = Array.from(element.querySelectorAll<HTMLElement>('mark'));
  if (!marks.length) throw new BlockDataError('mark', 'no mark in the block to highlight');
  const layer = addLayer(element);

  const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');
  let segments: Segment[] = [];
  let played = false;
  let inView = false;
  let timers: Array<ReturnType<typeof setTimeout>> = [];
  const state = (value: string) => element.setAttribute('data-highlight-state', value);
  const still = () => reducedMotion.matches || !settings.isAnimationEnabled;

  const build = (final: boolean) => {
    timers.forEach(clearTimeout);
    timers = [];
    for (const { path } of segments) path.getAnimations?.().forEach((a) => a.cancel());
    layer.replaceChildren();
    segments = drawSegments(element, layer, marks, settings);
    // Hidden until played: a draw starts from an undrawn line, fades from nothing.
    for (const { svg, path } of segments) hide(svg, path, settings, !final);
  };
  const play = () => {
    if (played) return;
    played = true;
    if (still()) {
      build(true);
      state('done');
      return;
    }
    state('playing');
    const slots = schedule(settings.duration, segments.map((s) => s.distance));
    segments.forEach((segment, i) => animate(segment, settings, slots[i]!));
    const end = slots.length ? slots[slots.length - 1]!.delay + slots[slots.length - 1]!.duration : 0;
    timers.push(setTimeout(() => state('done'), end));
  };
  const reset = () => {
    played = false;
    build(still());
    if (still()) {
      played = true;
      state('done');
    } else {
      state('waiting');
      if (inView) play();
    }
  };

  const visibility = new IntersectionObserver((entries) => {
    inView = entries.some((entry) => entry.isIntersecting);
    if (inView) play();
  });
  visibility.observe(element);
  // Layout changes move the lines: redraw them where they now are, as played.
  const resize = onWidthChange(element, () => build(played));
  const onFonts = () => build(played);
  ownDoc.fonts?.addEventListener('loadingdone', onFonts);
  const settingsChange = new MutationObserver(() => {
    const next = newSettings(element, context);
    if (!next) return;
    settings = next;
    reset();
  });
  settingsChange.observe(element, { attributes: true, attributeFilter: ['data-block-json'] });
  reducedMotion.addEventListener('change', reset);
  reset();

  return () => {
    timers.forEach(clearTimeout);
    visibility.disconnect();
    resize.disconnect();
    ownDoc.fonts?.removeEventListener('loadingdone', onFonts);
    settingsChange.disconnect();
    reducedMotion.removeEventListener('change', reset);
    layer.remove();
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

/** Calls `changed` when the block's width changes (its lines move); returns the observer. */
function onWidthChange(element: HTMLElement, changed: () => void): ResizeObserver {
  let width = element.clientWidth;
  const resize = new ResizeObserver(() => {
    if (element.clientWidth === width) return;
    width = element.clientWidth;
    changed();
  });
  resize.observe(element);
  return resize;
}

/** The block's changed settings, read as on mount (a value it cannot use is its default and one warning); undefined when not JSON. */
function newSettings(element: HTMLElement, context: BlockContext): HighlightSettings | undefined {
  try {
    return useBlockData(fields, JSON.parse(element.getAttribute('data-block-json') ?? '{}'), context);
  } catch (error) {
    warn(`block #${context.id} (type "${context.type}"), field "${(error as { field?: string }).field ?? 'data-block-json'}": the new highlight settings are invalid; keeping the old ones`, error);
    return undefined;
  }
}

/** The start state of a segment: undrawn or invisible (or, `final`, fully drawn). */
function hide(svg: SVGSVGElement, path: SVGPathElement, settings: HighlightSettings, hidden: boolean): void {
  if (settings.animation === 'draw') {
    path.style.strokeDasharray = '1';
    path.style.strokeDashoffset = hidden ? (settings.direction === 'rtl' ? '-1' : '1') : '0';
  } else {
    svg.style.opacity = hidden ? '0' : '1';
  }
}

/** Plays one segment with the Web Animations API (allowed under a strict CSP). */
function animate({ svg, path }: Segment, settings: HighlightSettings, slot: { delay: number; duration: number }): void {
  const timing: KeyframeAnimationOptions = { delay: slot.delay, duration: slot.duration, easing: 'ease-in-out', fill: 'forwards' };
  if (settings.animation === 'draw') {
    path.animate([{ strokeDashoffset: settings.direction === 'rtl' ? -1 : 1 }, { strokeDashoffset: 0 }], timing);
  } else if (settings.animation === 'fade') {
    svg.animate([{ opacity: 0 }, { opacity: 1 }], timing);
  } else {
    svg.animate([{ opacity: 0, transform: 'scale(0.8)' }, { opacity: 1, transform: 'scale(1)' }], timing);
  }
}

// The one widget contract (behaviour.md#widget-contract), checked by the compiler.
mount satisfies BlockMount;
