// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOADED_CLASS, start } from '../../../../modules/block-animation/index.ts';
import { ANIMATION_THRESHOLDS, visibleEnough } from '../../../../modules/block-animation/visibility.ts';
import type { PageModuleContext } from '../../../../src/page-module.ts';

const rect = (height: number) => ({ height }) as DOMRectReadOnly;
const context = (elements: Element[]) => ({ elements }) as unknown as PageModuleContext;

afterEach(() => vi.unstubAllGlobals());

describe('block animation', () => {
  it('watches the documented thresholds and needs half the element (or half the viewport) visible', () => {
    expect(ANIMATION_THRESHOLDS).toEqual([0, 0.1, 0.25, 0.5, 1]);
    expect(visibleEnough({ isIntersecting: true, intersectionRatio: 0.5, intersectionRect: rect(10), rootBounds: rect(800) })).toBe(true);
    expect(visibleEnough({ isIntersecting: true, intersectionRatio: 0.25, intersectionRect: rect(100), rootBounds: rect(800) })).toBe(false);
    expect(visibleEnough({ isIntersecting: true, intersectionRatio: 0.25, intersectionRect: rect(400), rootBounds: rect(800) })).toBe(true);
    expect(visibleEnough({ isIntersecting: false, intersectionRatio: 0, intersectionRect: rect(0), rootBounds: rect(800) })).toBe(false);
  });

  it('marks elements animation-loaded as they show, once', () => {
    let callback: IntersectionObserverCallback = () => {};
    const observed: Element[] = [];
    const unobserved: Element[] = [];
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: IntersectionObserverCallback, options: IntersectionObserverInit) {
          callback = cb;
          expect(options.threshold).toEqual([0, 0.1, 0.25, 0.5, 1]);
        }
        observe = (el: Element) => observed.push(el);
        unobserve = (el: Element) => unobserved.push(el);
        disconnect() {}
      },
    );
    const [a, b] = [document.createElement('div'), document.createElement('div')];
    start(context([a, b]));
    expect(observed).toEqual([a, b]);
    callback(
      [{ target: a, isIntersecting: true, intersectionRatio: 0.6, intersectionRect: rect(60), rootBounds: rect(800) } as unknown as IntersectionObserverEntry],
      {} as IntersectionObserver,
    );
    expect(a.classList.contains(LOADED_CLASS)).toBe(true);
    expect(b.classList.contains(LOADED_CLASS)).toBe(false);
    expect(unobserved).toEqual([a]);
  });

  it('marks every element at once under reduced motion', () => {
    vi.stubGlobal('matchMedia', () => ({ matches: true }));
    const el = document.createElement('div');
    start(context([el]));
    expect(el.classList.contains(LOADED_CLASS)).toBe(true);
  });
});
