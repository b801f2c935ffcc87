// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

/** A ResizeObserver stand-in: which images are watched, and a way to report a box. */
class FakeResizeObserver {
  static watched = new Set<Element>();
  static last: FakeResizeObserver;
  constructor(readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.last = this;
  }
  observe(target: Element): void {
    FakeResizeObserver.watched.add(target);
  }
  unobserve(target: Element): void {
    FakeResizeObserver.watched.delete(target);
  }
  report(target: Element, width: number): void {
    this.callback([{ target, contentRect: { width, height: 0 } } as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
  }
}

const served = (sizes: string) => {
  const img = document.createElement('img');
  img.setAttribute('srcset', 'https://i.example.com/a.jpg?format=500w 500w, https://i.example.com/a.jpg?format=1000w 1000w');
  img.setAttribute('sizes', sizes);
  document.body.append(img);
  return img;
};

/** The module afresh: fit-sizes keeps one observer a page. */
const load = async () => {
  vi.resetModules();
  return (await import('../../../../src/images/fit-served-sizes.ts')).fitServedSizes;
};

/** Until the lazily imported fitting has watched `img` (or the test times out). */
const watching = (img: Element) => vi.waitFor(() => expect(FakeResizeObserver.watched.has(img)).toBe(true));

describe('fitting the sizes of server srcsets, loaded only for them', () => {
  // Both modules compiled once before the tests, so each fresh import in them is a matter of ticks on a busy machine too.
  beforeAll(() => Promise.all([import('../../../../src/images/fit-sizes.ts'), import('../../../../src/images/fit-served-sizes.ts')]));
  beforeEach(() => {
    FakeResizeObserver.watched.clear();
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    vi.stubGlobal('requestAnimationFrame', (run: FrameRequestCallback) => setTimeout(run, 0));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  it("keeps an image's sizes at its rendered width once the fitting has loaded; the stop puts the server's back", async () => {
    const fitServedSizes = await load();
    const img = served('100vw');
    const stop = fitServedSizes([img]);
    await watching(img);
    FakeResizeObserver.last.report(img, 612.4);
    await vi.waitFor(() => expect(img.getAttribute('sizes')).toBe('613px'));
    stop();
    expect(FakeResizeObserver.watched.has(img)).toBe(false);
    expect(img.getAttribute('sizes')).toBe('100vw');
  });

  it('a stop before the fitting has loaded leaves the image as served, and it is never watched', async () => {
    const fitServedSizes = await load();
    const img = served('50vw');
    const stop = fitServedSizes([img]);
    stop();
    // The import settles after the stop: another image started later is watched, this one not.
    const later = served('33vw');
    fitServedSizes([later]);
    await watching(later);
    expect(FakeResizeObserver.watched.has(img)).toBe(false);
    expect(img.getAttribute('sizes')).toBe('50vw');
  });

  it('no image with a srcset: nothing is watched and the stop is harmless', async () => {
    const fitServedSizes = await load();
    const stop = fitServedSizes([]);
    stop();
    stop();
    expect(FakeResizeObserver.watched.size).toBe(0);
  });
});
