// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clickThroughUrl, goTo, linkClickThrough, linkGallery } from '../../../../widgets/gallery/click-through.ts';
import { readSlide } from '../../../../widgets/gallery/slides.ts';

const slideWith = (url: string | null, anchor = false) => {
  const element = document.createElement('div');
  element.className = 'slide';
  element.setAttribute('data-slide-id', 's');
  if (url !== null) element.setAttribute('data-click-through-url', url);
  const img = document.createElement('img');
  img.setAttribute('data-src', '/a.jpg');
  img.alt = 'A';
  if (anchor) {
    const a = document.createElement('a');
    a.href = '/a.jpg';
    a.append(img);
    element.append(a);
  } else element.append(img);
  document.body.append(element);
  return readSlide(element);
};

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('clickThroughUrl', () => {
  it('follows http(s) and relative URLs, resolved against the page', () => {
    expect(clickThroughUrl('https://shop.example/x')).toBe('https://shop.example/x');
    expect(clickThroughUrl('/about')).toBe(new URL('/about', location.href).href);
    expect(clickThroughUrl('  page  ')).toBe(new URL('page', location.href).href);
  });
  it('refuses javascript:, data:, vbscript: (any case or padding) and treats empty as none', () => {
    for (const value of ['javascript:alert(1)', ' JavaScript:alert(1)', '\tjava\nscript:alert(1)', 'data:text/html,x', 'vbscript:x', '', '   ', null])
      expect(clickThroughUrl(value)).toBeUndefined();
  });
});

describe('linkClickThrough', () => {
  it('a click or Enter on the image follows the link; the click never reaches the surface (the lightbox)', () => {
    const slide = slideWith('/next');
    const follow = vi.fn();
    const surface = vi.fn();
    document.body.addEventListener('click', surface);
    const undo = linkClickThrough('b', [slide], false, follow);
    expect(slide.img!.getAttribute('role')).toBe('link');
    expect(slide.img!.tabIndex).toBe(0);
    slide.img!.click();
    slide.img!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', keyCode: 13, bubbles: true }));
    slide.img!.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', keyCode: 32, bubbles: true }));
    expect(follow.mock.calls).toEqual([[new URL('/next', location.href).href], [new URL('/next', location.href).href]]);
    expect(surface).not.toHaveBeenCalled();
    undo();
    expect(slide.img!.hasAttribute('role')).toBe(false);
    slide.img!.click();
    expect(follow).toHaveBeenCalledTimes(2);
    expect(surface).toHaveBeenCalledTimes(1);
  });
  it('a slide whose image is in a link keeps that link as its one tab stop, pointed at the click-through URL, restored on undo', () => {
    const slide = slideWith('https://shop.example/x', true);
    const undo = linkClickThrough('b', [slide], false, vi.fn());
    const anchor = slide.element.querySelector('a')!;
    expect(anchor.href).toBe('https://shop.example/x');
    expect(slide.img!.hasAttribute('tabindex')).toBe(false);
    undo();
    expect(anchor.getAttribute('href')).toBe('/a.jpg');
  });
  it('a refused URL is one warning naming the block, the slide and the field, and the slide is left alone', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const slide = slideWith('javascript:alert(1)');
    const empty = slideWith('');
    const follow = vi.fn();
    linkClickThrough('block-x', [slide, empty], false, follow);
    expect(warn.mock.calls.map((c) => c[0])).toEqual([
      '[site-runtime] gallery #block-x, slide "s", field "data-click-through-url": not an http(s) or relative URL; not followed',
    ]);
    expect(slide.img!.hasAttribute('role')).toBe(false);
    slide.img!.click();
    expect(follow).not.toHaveBeenCalled();
  });
});

describe('newWindow', () => {
  it('goTo(true) opens a new tab cut off from the page; goTo(false) stays in this tab', () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    goTo(true)('https://shop.example/x');
    expect(open.mock.calls).toEqual([['https://shop.example/x', '_blank', 'noopener']]);
  });
  it("a slide's anchor gets the new-tab target and noopener, and loses them on undo", () => {
    const slide = slideWith('https://shop.example/x', true);
    const undo = linkClickThrough('b', [slide], true, vi.fn());
    const anchor = slide.element.querySelector('a')!;
    expect([anchor.target, anchor.rel]).toEqual(['_blank', 'noopener']);
    undo();
    expect([anchor.hasAttribute('target'), anchor.hasAttribute('rel'), anchor.getAttribute('href')]).toEqual([false, false, '/a.jpg']);
  });
  it('linkGallery reads newWindow from the block data: a click opens a new tab; a bad value is one warning and the same tab', () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const slide = slideWith('https://shop.example/x');
    linkGallery({ id: 'g', type: 'gallery' }, [slide], { newWindow: true });
    slide.img!.click();
    expect(open).toHaveBeenCalledWith('https://shop.example/x', '_blank', 'noopener');
    const other = slideWith('https://shop.example/y', true);
    linkGallery({ id: 'g2', type: 'gallery' }, [other], { newWindow: 'yes please' });
    expect(other.element.querySelector('a')!.hasAttribute('target')).toBe(false);
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([expect.stringContaining('block #g2 (type "gallery"), field "newWindow"')]);
  });
});
