/**
 * The image zoom page module (docs/behaviour/page-modules.md#image-zoom): a product
 * image (`[data-image-zoom]` holding an `img`) magnifies under the pointer,
 * and by keyboard: Enter or Space toggles the zoom, the arrow keys move
 * around the image, Escape leaves the zoom.
 */
import type { ModuleCleanup, PageModuleContext } from '../../src/page-module.ts';
import { t } from '../../src/catalogue/index.ts';
import { IMAGE_ZOOM_TEXT } from '../../src/catalogue/en/image-zoom.ts';
import './image-zoom.css';

/** How much a zoomed image is magnified, unless `data-image-zoom` gives a number from 1.5 to 4. */
export const DEFAULT_SCALE = 2;
/** How far one arrow key press moves the zoomed view, in percent of the image. */
export const ARROW_STEP = 10;

const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
const clamp = (value: number) => Math.min(100, Math.max(0, value));

/** Makes `host` a button named after its image (its cleanup takes these away). */
function markZoomable(host: HTMLElement, image: HTMLImageElement): void {
  host.classList.add('sqs-image-zoom');
  host.setAttribute('role', 'button');
  host.setAttribute('tabindex', '0');
  host.setAttribute('aria-label', t(IMAGE_ZOOM_TEXT, 'zoom', { image: image.alt || t(IMAGE_ZOOM_TEXT, 'image') }));
}

/** Adds each of `listeners` to `host`; returns the removal of them all. */
function listenAll(host: HTMLElement, listeners: { [K in keyof HTMLElementEventMap]?: (event: HTMLElementEventMap[K]) => void }): () => void {
  const entries = Object.entries(listeners) as Array<[string, EventListener]>;
  for (const [type, listener] of entries) host.addEventListener(type, listener);
  return () => {
    for (const [type, listener] of entries) host.removeEventListener(type, listener);
  };
}

/** Makes one zoomable image work; returns its cleanup, or undefined when it holds no image. */
export function mountZoom(host: HTMLElement): (() => void) | undefined {
  const image = host.querySelector('img');
  if (!image) return undefined;
  const asked = Number(host.getAttribute('data-image-zoom'));
  const scale = asked >= 1.5 && asked <= 4 ? asked : DEFAULT_SCALE;
  let zoomed = false;
  let x = 50;
  let y = 50;
  const render = () => {
    image.style.transformOrigin = `${x}% ${y}%`;
    image.style.transform = zoomed ? `scale(${scale})` : '';
    host.classList.toggle('sqs-image-zoom--zoomed', zoomed);
    host.setAttribute('aria-pressed', String(zoomed));
  };
  const set = (next: boolean) => {
    zoomed = next;
    render();
  };
  const onPointerMove = (event: PointerEvent) => {
    const box = host.getBoundingClientRect();
    if (!box.width || !box.height) return;
    x = clamp(((event.clientX - box.left) / box.width) * 100);
    y = clamp(((event.clientY - box.top) / box.height) * 100);
    if (event.pointerType === 'mouse') zoomed = true;
    render();
  };
  const onPointerLeave = () => set(false);
  // Touch and pen: a tap toggles, since there is no hover.
  const onClick = () => set(!zoomed);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      // A keyboard zoom starts from the middle, wherever the pointer last was.
      if (!zoomed) x = y = 50;
      set(!zoomed);
    } else if (event.key === 'Escape' && zoomed) {
      // The zoom's own Escape: it must not reach the page's Escape fallbacks.
      event.preventDefault();
      set(false);
    } else if (zoomed && Object.hasOwn(ARROWS, event.key)) {
      event.preventDefault();
      const [dx, dy] = ARROWS[event.key]!;
      x = clamp(x + dx * ARROW_STEP);
      y = clamp(y + dy * ARROW_STEP);
      render();
    }
  };
  markZoomable(host, image);
  render();
  const unlisten = listenAll(host, { pointermove: onPointerMove, pointerleave: onPointerLeave, click: onClick, keydown: onKeyDown, blur: onPointerLeave });
  return () => {
    unlisten();
    image.style.transform = image.style.transformOrigin = '';
    host.classList.remove('sqs-image-zoom', 'sqs-image-zoom--zoomed');
    for (const name of ['role', 'tabindex', 'aria-label', 'aria-pressed']) host.removeAttribute(name);
  };
}

/** Mounts every zoomable image that asked. */
export function start({ elements }: PageModuleContext): ModuleCleanup {
  const cleanups = elements.flatMap((element) => (element instanceof HTMLElement ? (mountZoom(element) ?? []) : []));
  return () => cleanups.forEach((cleanup) => cleanup());
}
