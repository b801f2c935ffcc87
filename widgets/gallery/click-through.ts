/**
 * Slides with a click-through URL (`data-click-through-url`,
 * docs/behaviour/gallery.md#gallery-click-through): a click on the slide, or Enter
 * on its image, follows the link instead of opening the lightbox. Only
 * http(s) and relative URLs are followed (docs/behaviour/start-up.md#security-model):
 * a `javascript:` or `data:` value is refused with one warning and the slide
 * stays as it was. With the block's `newWindow` the link opens in a new tab
 * cut off from this page (`noopener`). A chunk of its own: only pages with
 * such slides load it.
 */
import type { BlockContext } from '../../src/block-context.ts';
import { useBlockData } from '../../src/block-data/use-block-data.ts';
import { followableUrl } from '../../src/dom/followable-url.ts';
import { isKey } from '../../src/enums/key-code.ts';
import { warn } from '../../src/log.ts';
import { fields } from './click-through-data.ts';
import type { Slide } from './slides.ts';
import { restoreAttribute } from '../../src/dom/restore-attribute.ts';

/** Goes to a slide's link: in this tab, or (`newWindow`) in a new one that cannot reach back to this page. */
export const goTo =
  (newWindow: boolean) =>
  (url: string): void =>
    newWindow ? void window.open(url, '_blank', 'noopener') : location.assign(url);

/** The attribute that names a slide's link. */
export const CLICK_THROUGH_ATTRIBUTE = 'data-click-through-url';

/** The URL a slide's click-through value may be followed to, or undefined (none, or not http(s)/relative). */
export function clickThroughUrl(value: string | null): string | undefined {
  // An empty value is "no link": resolved, it would be the page itself.
  return value?.trim() ? followableUrl(value) : undefined;
}

/**
 * Makes each slide with a followable click-through URL a link (the image
 * gets `role=link` and a tab stop); `follow` goes there (see {@link goTo},
 * replaced in unit tests). `newWindow` also gives a slide's own anchor its
 * new-tab target, so a middle click or the context menu agree. Returns the undo.
 */
export function linkClickThrough(blockId: string, slides: Slide[], newWindow = false, follow: (url: string) => void = goTo(newWindow)): () => void {
  const undo: Array<() => void> = [];
  for (const slide of slides) {
    const value = slide.element.getAttribute(CLICK_THROUGH_ATTRIBUTE);
    const url = clickThroughUrl(value);
    if (!url) {
      if (value?.trim())
        warn(`gallery #${blockId}, slide "${slide.id || slide.title}", field "${CLICK_THROUGH_ATTRIBUTE}": not an http(s) or relative URL; not followed`);
      continue;
    }
    const element = slide.element;
    const anchor = element.querySelector<HTMLAnchorElement>('a[href]');
    // A slide whose image sits in a link keeps that one tab stop, now pointing at the slide's link.
    const target = anchor ? null : slide.img;
    const before = anchor && (['href', 'target', 'rel'] as const).map((name) => [name, anchor.getAttribute(name)] as const);
    // Capture on the slide: the lightbox's listeners (on the surface and the image) never see it.
    const onClick = (event: MouseEvent) => {
      event.preventDefault();
      event.stopPropagation();
      follow(url);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.target !== target || !isKey(event, 'ENTER')) return;
      event.preventDefault();
      event.stopPropagation();
      follow(url);
    };
    element.addEventListener('click', onClick, true);
    element.addEventListener('keydown', onKey, true);
    if (anchor) anchor.href = url;
    if (anchor && newWindow) {
      anchor.target = '_blank';
      anchor.rel = 'noopener';
    }
    if (target) {
      target.tabIndex = 0;
      target.setAttribute('role', 'link');
    }
    undo.push(() => {
      element.removeEventListener('click', onClick, true);
      element.removeEventListener('keydown', onKey, true);
      for (const [name, value] of before ?? []) restoreAttribute(anchor!, name, value);
      target?.removeAttribute('tabindex');
      target?.removeAttribute('role');
    });
  }
  return () => undo.forEach((run) => run());
}

/** The gallery's click-through links, opening in a new tab when its block data `raw` says `newWindow`. Returns the undo. */
export const linkGallery = (context: Pick<BlockContext, 'id' | 'type'>, slides: Slide[], raw: unknown): (() => void) =>
  linkClickThrough(context.id, slides, useBlockData(fields, raw, context).newWindow);
