import type { BlockContext } from '../../src/block-context.ts';
import { isKey } from '../../src/enums/key-code.ts';
import { openLightbox } from '../../src/lightbox/open.ts';
import type { GalleryState } from './moving-gallery.ts';
import type { GallerySettings } from './settings.ts';
import { lightboxItem, type Slide } from './slides.ts';

/** What a gallery needs to open its slides in the lightbox. */
export interface LightboxLink {
  /** Opens on slide `index`; `fromAddress` when the page address named it (history sync then takes over that entry). */
  openAt(index: number, fromAddress?: boolean): void;
  stop(): void;
}

/**
 * Opens the slides in the lightbox (docs/behaviour/layers.md#lightbox) on a click
 * and, for slides without a link of their own, on Enter or Space: those
 * slides become buttons. The viewer's code loads on the first opening.
 * `onChange` follows the lightbox's slide (a moving design shows it too).
 */
export function linkLightbox(
  surface: HTMLElement,
  slides: Slide[],
  settings: GallerySettings,
  context: BlockContext,
  state: GalleryState,
  onChange: (index: number) => void,
): LightboxLink {
  const undo: Array<() => void> = [];
  let stopped = false;
  const openAt = (index: number, fromAddress = false) => {
    if (state.lightboxOpen) return;
    state.lightboxOpen = true;
    const base = context.site.collection?.fullUrl || location.pathname + location.search;
    const address = (i: number) => `${base}#${encodeURIComponent(slides[i]!.id || slides[i]!.url || String(i))}`;
    void openLightbox({
      items: slides.map((slide) => lightboxItem(slide, settings.lightboxTheme)),
      index,
      onChange,
      onClose: () => (state.lightboxOpen = false),
      openedFromAddress: fromAddress,
      ...(settings.historyHash ? { urlFor: address } : {}),
    });
  };

  const onClick = (event: MouseEvent) => {
    const element = event.target instanceof Element ? event.target.closest('.slide') : null;
    const index = slides.findIndex((slide) => slide.element === element);
    if (index < 0) return;
    event.preventDefault();
    openAt(index);
  };
  surface.addEventListener('click', onClick);
  undo.push(() => surface.removeEventListener('click', onClick));

  slides.forEach((slide, index) => {
    const target = slide.element.querySelector('a[href]') ? null : (slide.video?.querySelector<HTMLElement>('.sqs-video-overlay') ?? slide.img);
    if (!target) return;
    target.tabIndex = 0;
    target.setAttribute('role', 'button');
    const named = Boolean((target as HTMLImageElement).alt);
    if (!named && slide.title) target.setAttribute('aria-label', slide.title);
    else if (!named) void import('./lightbox-label.ts').then(({ lightboxLabel }) => stopped || target.setAttribute('aria-label', lightboxLabel()));
    const onKey = (event: KeyboardEvent) => {
      if (!isKey(event, 'ENTER') && !isKey(event, 'SPACE')) return;
      event.preventDefault();
      openAt(index);
    };
    target.addEventListener('keydown', onKey);
    undo.push(() => {
      target.removeEventListener('keydown', onKey);
      for (const name of ['tabindex', 'role', 'aria-label']) target.removeAttribute(name);
    });
  });
  return {
    openAt,
    stop() {
      stopped = true;
      undo.reverse().forEach((run) => run());
    },
  };
}
