// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeResizeAndFrames } from '../../support/resize-frames.ts';
import { controller } from '../../../../src/sections/changes.ts';
import { layOutStrips } from '../../../../widgets/gallery-section/strips.ts';
import { moveSlideshow } from '../../../../widgets/gallery-section/slideshow.ts';

/** `n` items of 3:2 images in a list inside a gallery element. */
function gallery(n: number, listClass: string) {
  const element = document.createElement('div');
  const list = document.createElement('ul');
  list.className = listClass;
  const items = Array.from({ length: n }, () => {
    const item = list.appendChild(document.createElement('li'));
    item.appendChild(document.createElement('img')).setAttribute('data-image-dimensions', '1500x1000');
    return item;
  });
  element.append(list);
  document.body.append(element);
  return { element, list, items };
}

describe('gallery sections on resize (behaviour/blocks.md#resize-writes): sized again in the next frame, never inside the report nor after the cleanup', () => {
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

  it("strips: the rows' new heights are the wrapper's", () => {
    const { list: wrapper, items } = gallery(2, 'gallery-strips');
    const cleanup = controller((changes) => layOutStrips(wrapper, items, 10, changes));
    expect(items[0]!.style.height).toBe('250px'); // a quarter of 1000 px: one row short of the width
    width = 600;
    fake.report(wrapper, 600);
    expect(items[0]!.style.height).toBe('250px');
    fake.nextFrame();
    expect(items[0]!.style.height).toBe('196.66px'); // a row of two 3:2 images across 600 px, 10 px apart
    width = 1000;
    fake.report(wrapper, 1000);
    cleanup();
    fake.nextFrame();
    expect(items[0]!.style.height).toBe('');
  });

  it('reel: its height follows the width', () => {
    vi.stubGlobal('innerHeight', 2000);
    const { element, items } = gallery(3, 'gallery-reel-list');
    const cleanup = controller((changes) => moveSlideshow({ element, design: 'reel', items, props: {} }, changes));
    expect(items[0]!.style.height).toBe('563px'); // 16:9 of 1000 px
    width = 600;
    fake.report(element, 600);
    expect(items[0]!.style.height).toBe('563px');
    fake.nextFrame();
    expect(items[0]!.style.height).toBe('338px');
    width = 1000;
    fake.report(element, 1000);
    cleanup();
    fake.nextFrame();
    expect(items[0]!.style.height).toBe('');
  });
});
