/**
 * One gallery, enhanced in place (docs/behaviour.md#gallery): the designs
 * lay the server's slides out with CSS; the moving designs (carousel,
 * stacked, strip) keep a current index with controls, arrow keys, swipe,
 * autoplay, linked galleries and video slides; any design may open its
 * slides in the lightbox, and the page address may name a slide.
 */
import type { BlockContext, Cleanup } from '../../src/block-context.ts';
import { t } from '../../src/catalogue/index.ts';
import { VIEWER_TEXT } from '../../src/catalogue/en/viewer.ts';
import { parseDimensions } from '../../src/images/focal-point.ts';
import { loadImage } from '../../src/images/load-image.ts';
import { loadImages } from '../../src/images/load-images.ts';
import type { CropMode } from '../../src/images/crop.ts';
import { layerCount } from '../../src/layers/stack.ts';
import { openLightbox } from '../../src/lightbox/open.ts';
import { createResizeEmitter, GALLERY_RESIZE_EMITTER_TIMEOUT_MS } from '../../src/timing/resize-emitter.ts';
import { bindOverlay, playVideo, restoreOverlay, VIDEO_ACTIVE_CLASS } from '../../src/video/overlay.ts';
import { motionRefused, startAutoplay } from './autoplay.ts';
import { createControls } from './controls.ts';
import { addressedItems, matchSlide } from './deep-link.ts';
import { carouselPerRow, MOTION_MS, MOVING_DESIGNS, PRELOAD_COUNT } from './designs.ts';
import { controlsDisabled, landIndex, normaliseIndex } from './index-rules.ts';
import { inViewport, watchArrows } from './keyboard.ts';
import { isSecondary, linkedTo, registerGallery } from './linked.ts';
import type { GallerySettings } from './settings.ts';
import { lightboxItem, readSlide } from './slides.ts';
import { swipeDurationMs, watchSwipe } from '../../src/gestures/swipe.ts';
import { createThumbnails } from './thumbnails.ts';

/** Slides the strip loads on each side of the current one. */
const STRIP_PRELOAD_COUNT = 4;

/** The class of the current slide. */
export const ACTIVE_CLASS = 'sqs-active-slide';

/** Starts the gallery in `container`; a container without slides is ignored. Returns the undo. */
export function startGallery(container: HTMLElement, settings: GallerySettings, context: BlockContext): Cleanup {
  const surface = container.querySelector<HTMLElement>('.sqs-gallery') ?? container;
  const slides = Array.from(surface.querySelectorAll<HTMLElement>(':scope > .slide'), readSlide);
  const count = slides.length;
  if (!count) return () => {};
  const { design, loop } = settings;
  const moving = MOVING_DESIGNS.has(design);
  const undo: Array<() => void> = [];
  const style = container.style;
  const classes = ['sqs-gallery-enhanced', `sqs-gallery-design-${design}`, `sqs-gallery-transition-${settings.transition}`];
  container.classList.add(...classes);
  undo.push(() => container.classList.remove(...classes));
  const vars: Record<string, string> = {
    '--sqs-gallery-per-row': String(settings.slidesPerRow),
    '--sqs-gallery-gutter': `${settings.gutter}px`,
    '--sqs-gallery-column-width': `${settings.columnWidth}px`,
    '--sqs-gallery-row-height': `${settings.rowHeight}px`,
    '--sqs-gallery-list-image': `${settings.listImageSize}%`,
  };
  if (settings.aspectRatio) vars['--sqs-gallery-aspect'] = String(settings.aspectRatio);
  for (const [name, value] of Object.entries(vars)) style.setProperty(name, value);
  undo.push(() => Object.keys(vars).forEach((name) => style.removeProperty(name)));
  for (const slide of slides) {
    const size = parseDimensions(slide.img?.getAttribute('data-image-dimensions'));
    if (size) slide.element.style.setProperty('--sqs-slide-ratio', String(size.width / size.height));
  }

  const cropMode: CropMode = design === 'stacked' ? 'contain' : ['grid', 'carousel', 'autogrid'].includes(design) && settings.autoCrop ? 'cover' : 'none';
  let index = 0;
  let inMotion = false;
  let motionTimer: ReturnType<typeof setTimeout> | undefined;
  let lightboxOpen = false;
  const perRow = () => (design === 'carousel' ? carouselPerRow(settings.slidesPerRow, innerWidth) : 1);
  const last = () => (design === 'carousel' ? Math.floor((count - 1) / perRow()) * perRow() : count - 1);

  const controls = moving ? createControls((direction) => step(direction)) : undefined;
  const thumbnails =
    design === 'stacked' && settings.thumbnails
      ? createThumbnails(slides, settings.thumbnailHeight, settings.squareThumbs, (i) => move(i))
      : undefined;
  for (const extra of [controls?.element, thumbnails?.element]) {
    if (!extra) continue;
    container.append(extra);
    undo.push(() => extra.remove());
  }
  if (moving) {
    container.setAttribute('role', 'region');
    container.setAttribute('aria-roledescription', 'carousel');
    container.setAttribute('aria-label', slides[0]!.title ? `${t(VIEWER_TEXT, 'gallery')}: ${slides[0]!.title}` : t(VIEWER_TEXT, 'gallery'));
    slides.forEach((slide, i) => {
      slide.element.setAttribute('role', 'group');
      slide.element.setAttribute('aria-roledescription', 'slide');
      slide.element.setAttribute('aria-label', t(VIEWER_TEXT, 'slideOf', { index: i + 1, count }));
    });
    undo.push(() => {
      for (const name of ['role', 'aria-roledescription', 'aria-label']) container.removeAttribute(name);
      for (const { element } of slides) {
        for (const name of ['role', 'aria-roledescription', 'aria-label', 'aria-hidden']) element.removeAttribute(name);
        element.inert = false;
        element.classList.remove(ACTIVE_CLASS);
      }
    });
  }

  /** Whether slide `i` can be seen now (the others are inert and hidden from assistive technology). */
  const visible = (i: number) => (design === 'carousel' ? i >= index && i < index + perRow() : design === 'stacked' ? i === index : true);

  const render = () => {
    style.setProperty('--sqs-gallery-index', String(design === 'carousel' ? index / perRow() : index));
    slides.forEach((slide, i) => {
      slide.element.classList.toggle(ACTIVE_CLASS, i === index);
      if (!moving) return;
      const shown = visible(i);
      slide.element.inert = !shown;
      if (shown) slide.element.removeAttribute('aria-hidden');
      else slide.element.setAttribute('aria-hidden', 'true');
      // Leaving a video slide gives it its overlay back (the player goes, so it stops).
      if (!shown && slide.video) restoreOverlay(slide.video);
    });
    if (design === 'strip') alignStrip();
    controls?.setDisabled(controlsDisabled(index, last(), count, loop));
    thumbnails?.setCurrent(index);
    if (moving) {
      // The strip shows several slides around the current one: it loads a wider window.
      const around = design === 'strip' ? STRIP_PRELOAD_COUNT : PRELOAD_COUNT;
      for (let i = index - around; i < index + perRow() + around; i++) {
        const slide = slides[loop ? (i + count) % count : i];
        if (slide?.img) void loadImage(slide.img, { cropMode });
      }
    }
  };

  const alignStrip = () => {
    const current = slides[index]!.element;
    const width = surface.clientWidth;
    const shift = settings.alignment === 'start' ? 0 : settings.alignment === 'end' ? width - current.offsetWidth : (width - current.offsetWidth) / 2;
    style.setProperty('--sqs-gallery-offset', `${Math.round(shift - current.offsetLeft)}px`);
  };

  /**
   * Moves to `target`: refused while this or a linked gallery is in motion
   * (unless a linked gallery is what moved), clamped with
   * reachedBeginning/reachedEnd without loop, ignored when it changes nothing.
   */
  function move(target: number, options: { ms?: number; fromLink?: boolean } = {}): void {
    if (!options.fromLink && (inMotion || linkedTo(context.id).some((g) => g.inMotion))) return;
    const landed = landIndex(target, last(), loop);
    if (landed.reached) context.bus.emit(landed.reached === 'beginning' ? 'reachedBeginning' : 'reachedEnd', { id: context.id, index: landed.index });
    if (landed.index === index) return;
    container.classList.toggle('sqs-gallery-reverse', landed.index < index);
    index = landed.index;
    const ms = options.ms ?? MOTION_MS[design] ?? 0;
    style.setProperty('--sqs-gallery-speed', `${ms}ms`);
    inMotion = ms > 0;
    clearTimeout(motionTimer);
    motionTimer = setTimeout(() => (inMotion = false), ms);
    render();
    if (!options.fromLink) for (const other of linkedTo(context.id)) other.follow(index);
  }
  const step = (direction: 1 | -1, ms?: number) => move(index + direction * perRow(), ms === undefined ? {} : { ms });

  const openAt = (i: number, fromAddress = false) => {
    if (lightboxOpen) return;
    lightboxOpen = true;
    const base = context.site.collection?.fullUrl || location.pathname + location.search;
    void openLightbox({
      items: slides.map((slide) => lightboxItem(slide, settings.lightboxTheme)),
      index: i,
      onChange: (j) => moving && move(j - (j % perRow()), { fromLink: true }),
      onClose: () => (lightboxOpen = false),
      openedFromAddress: fromAddress,
      ...(settings.historyHash ? { urlFor: (j: number) => `${base}#${encodeURIComponent(slides[j]!.id || slides[j]!.url || String(j))}` } : {}),
    });
  };

  const slideIndexOf = (target: EventTarget | null) => {
    const element = target instanceof Element ? target.closest('.slide') : null;
    return slides.findIndex((slide) => slide.element === element);
  };
  const onClick = (event: MouseEvent) => {
    const i = slideIndexOf(event.target);
    if (i < 0) return;
    if (design === 'strip') {
      event.preventDefault();
      if (i !== index) move(i);
      else if (settings.activeClick !== 'none') step(settings.activeClick === 'next' ? 1 : -1);
    } else if (settings.lightbox) {
      event.preventDefault();
      openAt(i);
    }
  };
  surface.addEventListener('click', onClick);
  undo.push(() => surface.removeEventListener('click', onClick));

  if (settings.lightbox && design !== 'strip') {
    // Slides without a link of their own become buttons for the keyboard.
    for (const slide of slides) {
      const target = slide.element.querySelector('a[href]') ? null : (slide.video?.querySelector<HTMLElement>('.sqs-video-overlay') ?? slide.img);
      if (!target) continue;
      target.tabIndex = 0;
      target.setAttribute('role', 'button');
      if (!(target as HTMLImageElement).alt) target.setAttribute('aria-label', slide.title || t(VIEWER_TEXT, 'lightbox'));
      const onKey = (event: KeyboardEvent) => {
        if (event.keyCode === 13 || event.keyCode === 32) {
          event.preventDefault();
          openAt(slides.indexOf(slide));
        }
      };
      target.addEventListener('keydown', onKey);
      undo.push(() => ['tabindex', 'role', 'aria-label'].forEach((name) => target.removeAttribute(name)), () => target.removeEventListener('keydown', onKey));
    }
  } else {
    for (const slide of slides) {
      const wrapper = slide.video;
      if (!wrapper) continue;
      undo.push(
        bindOverlay(wrapper, slide.title, () => {
          for (const other of slides) if (other.video && other.video !== wrapper) restoreOverlay(other.video);
          const i = slides.indexOf(slide);
          if (moving && !visible(i)) move(i - (i % perRow()), { fromLink: true });
          playVideo(wrapper);
        }),
      );
    }
  }

  undo.push(
    registerGallery(context.id, { get inMotion() { return inMotion; }, follow: (i) => move(i, { fromLink: true }) }, settings.linkedGalleries),
  );

  if (moving) {
    if (settings.keyboard) {
      const accept = () => !inMotion && !lightboxOpen && layerCount() === 0 && !isSecondary(context.id, settings.linkedGalleries) && inViewport(container);
      undo.push(watchArrows(accept, (direction) => step(direction)));
    }
    undo.push(watchSwipe(surface, (direction, velocity) => step(direction, swipeDurationMs(velocity, innerWidth))));
    if (settings.autoplay && !motionRefused()) {
      const videoShowing = () => Boolean(slides[index]?.video?.classList.contains(VIDEO_ACTIVE_CLASS));
      const advance = () => {
        const next = settings.randomize && count > 1 ? (index + 1 + Math.floor(Math.random() * (count - 1))) % count : index + perRow() > last() ? 0 : index + perRow();
        move(next);
      };
      undo.push(startAutoplay(settings.autoplayMs, [container], videoShowing, advance));
    }
    const resize = createResizeEmitter({ timeout: GALLERY_RESIZE_EMITTER_TIMEOUT_MS });
    resize.on('end', () => {
      index = Math.min(index - (index % perRow()), last());
      render();
    });
    undo.push(() => resize.destroy());
  } else {
    undo.push(loadImages(surface, { cropMode }));
  }

  render();
  for (const { id, fromFragment } of addressedItems(location, context.site.collection?.fullUrl)) {
    const i = matchSlide(id, slides);
    if (i < 0) continue;
    if (moving) {
      index = Math.min(i - (i % perRow()), last());
      render();
    }
    if (fromFragment && settings.lightbox) openAt(i, true);
    break;
  }
  return () => {
    clearTimeout(motionTimer);
    undo.reverse().forEach((run) => run());
  };
}
