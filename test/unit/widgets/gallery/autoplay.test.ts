// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startAutoplay } from '../../../../widgets/gallery/autoplay.ts';
import { createPauseControl } from '../../../../widgets/gallery/pause-control.ts';
import { uniqueName } from '../../../../widgets/gallery/moving/slide-roles.ts';
import { returnFocusOnClose } from '../../../../widgets/gallery/moving/focus-return.ts';
import type { GalleryState } from '../../../../widgets/gallery/moving-gallery.ts';
import type { Motion } from '../../../../widgets/gallery/moving/motion.ts';
import type { Slide } from '../../../../widgets/gallery/slides.ts';

// The value the runtime uses, written out (its module keeps it private).
const AUTOPLAY_RESUME_MS = 1000;

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

const area = () => {
  const element = document.createElement('div');
  const inner = document.createElement('button');
  element.append(inner);
  const outside = document.createElement('input');
  document.body.append(element, outside);
  return { element, inner, outside };
};

describe('startAutoplay', () => {
  it('holds while focus is inside, resumes AUTOPLAY_RESUME_MS after focus leaves the areas (not when it moves within)', () => {
    const { element, inner, outside } = area();
    const advance = vi.fn();
    const autoplay = startAutoplay(3000, [element], () => false, advance);
    vi.advanceTimersByTime(3000);
    expect(advance).toHaveBeenCalledTimes(1);
    inner.focus();
    vi.advanceTimersByTime(20000);
    expect(advance).toHaveBeenCalledTimes(1);
    inner.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: element }));
    vi.advanceTimersByTime(20000);
    expect(advance).toHaveBeenCalledTimes(1);
    outside.focus();
    vi.advanceTimersByTime(AUTOPLAY_RESUME_MS - 1);
    expect(advance).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(advance).toHaveBeenCalledTimes(2);
    autoplay.stop();
  });
  it('pause holds until play; stop ends it for good and removes its listeners', () => {
    const { element, inner, outside } = area();
    const advance = vi.fn();
    const autoplay = startAutoplay(1000, [element], () => false, advance);
    autoplay.pause();
    expect(autoplay.paused).toBe(true);
    vi.advanceTimersByTime(5000);
    inner.focus();
    outside.focus();
    vi.advanceTimersByTime(5000);
    expect(advance).not.toHaveBeenCalled();
    autoplay.play();
    vi.advanceTimersByTime(1000);
    expect(advance).toHaveBeenCalledTimes(1);
    autoplay.stop();
    inner.focus();
    outside.focus();
    vi.advanceTimersByTime(10000);
    expect(advance).toHaveBeenCalledTimes(1);
  });
});

describe('createPauseControl', () => {
  it('is a button named for what it will do, toggling the autoplay', () => {
    const { element } = area();
    const autoplay = startAutoplay(1000, [element], () => false, vi.fn());
    const button = createPauseControl(autoplay);
    expect(button.type).toBe('button');
    expect(button.getAttribute('aria-label')).toBe('Pause slideshow');
    button.click();
    expect(autoplay.paused).toBe(true);
    expect(button.getAttribute('aria-label')).toBe('Play slideshow');
    button.click();
    expect(autoplay.paused).toBe(false);
    expect(button.getAttribute('aria-label')).toBe('Pause slideshow');
    autoplay.stop();
  });
});

describe('uniqueName', () => {
  it('keeps a name no region has, numbers the ones taken', () => {
    expect(uniqueName('Gallery: A')).toBe('Gallery: A');
    for (const name of ['Gallery: A', 'Gallery: A (2)']) {
      const region = document.createElement('div');
      region.setAttribute('role', 'region');
      region.setAttribute('aria-label', name);
      document.body.append(region);
    }
    expect(uniqueName('Gallery: A')).toBe('Gallery: A (3)');
    expect(uniqueName('Gallery')).toBe('Gallery');
  });
});

describe('returnFocusOnClose', () => {
  const slidesOf = (count: number): Slide[] =>
    Array.from({ length: count }, () => {
      const element = document.createElement('div');
      const img = document.createElement('img');
      img.tabIndex = 0;
      element.append(img);
      document.body.append(element);
      return { element, img } as unknown as Slide;
    });
  it('on close, focus goes to the shown slide when it is not already there; the undo leaves a plain flag', () => {
    const slides = slidesOf(3);
    const motion = { index: 2 } as Motion;
    const state: GalleryState = { lightboxOpen: false };
    const undo = returnFocusOnClose(state, slides, motion);
    state.lightboxOpen = true;
    expect(state.lightboxOpen).toBe(true);
    (document.activeElement as HTMLElement | null)?.blur();
    state.lightboxOpen = false;
    expect(document.activeElement).toBe(slides[2]!.img);
    // Focus already on the shown slide stays where it is.
    slides[2]!.element.append(document.createElement('button'));
    const own = slides[2]!.element.querySelector('button')!;
    own.focus();
    state.lightboxOpen = false;
    expect(document.activeElement).toBe(own);
    undo();
    slides[0]!.img!.focus();
    state.lightboxOpen = false;
    expect(document.activeElement).toBe(slides[0]!.img);
    expect(Object.getOwnPropertyDescriptor(state, 'lightboxOpen')!.writable).toBe(true);
  });
});
