// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeResizeAndFrames } from '../../support/resize-frames.ts';
import { mountCarousel } from '../../../../widgets/summary/carousel.ts';

/** A summary block of `n` items, whose region is `width` px wide once laid out. */
function carousel(n: number) {
  const block = document.createElement('div');
  block.className = 'sqs-block';
  const list = document.createElement('div');
  const items = Array.from({ length: n }, () => list.appendChild(document.createElement('div')));
  block.append(list);
  document.body.append(block);
  return { block, list, items };
}
const perRow = (list: HTMLElement) => list.style.getPropertyValue('--summary-slides-per-row');

describe('summary carousel on resize (docs/behaviour/blocks.md#resize-writes)', () => {
  let fake: ReturnType<typeof fakeResizeAndFrames>;
  let width = 1000;
  beforeEach(() => {
    fake = fakeResizeAndFrames();
    width = 1000;
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => width);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it("lays the slides out again in the next frame after a report, not inside it (their widths change the region's height), and never after the cleanup", () => {
    const { block, list, items } = carousel(6);
    const undo = mountCarousel(list, items, 4, undefined);
    const region = block.querySelector<HTMLElement>('.summary-carousel')!;
    expect(perRow(list)).toBe('4');
    width = 400;
    fake.report(region, 400);
    expect(perRow(list)).toBe('4');
    expect(region.classList.contains('sqs-gallery-design-carousel-slides-in-view-4')).toBe(true);
    fake.nextFrame();
    expect(perRow(list)).toBe('2');
    expect(region.classList.contains('sqs-gallery-design-carousel-slides-in-view-2')).toBe(true);
    expect(items.map((item) => item.inert)).toEqual([false, false, true, true, true, true]);
    width = 1000;
    fake.report(region, 1000);
    undo();
    fake.nextFrame();
    expect(perRow(list)).toBe('');
    expect(region.className).not.toContain('slides-in-view');
  });
});
