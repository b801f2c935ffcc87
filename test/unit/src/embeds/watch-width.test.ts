// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeResizeAndFrames } from '../../support/resize-frames.ts';
import { watchWidth } from '../../../../src/embeds/watch-width.ts';

describe('watchWidth (docs/behaviour/commerce.md#commerce)', () => {
  let fake: ReturnType<typeof fakeResizeAndFrames>;
  beforeEach(() => (fake = fakeResizeAndFrames()));
  afterEach(() => vi.unstubAllGlobals());

  it('hands on the width now, then a changed width in the next frame (what it writes changes the height: docs/behaviour/blocks.md#resize-writes)', () => {
    const element = document.createElement('div');
    vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({ width: 900 } as DOMRect);
    const widths: number[] = [];
    const stop = watchWidth(element, (width) => widths.push(width));
    expect(widths).toEqual([900]);
    fake.report(element, 900);
    fake.nextFrame();
    expect(widths).toEqual([900]); // the same width: nothing new
    fake.report(element, 700);
    expect(widths).toEqual([900]); // not inside the report
    fake.nextFrame();
    expect(widths).toEqual([900, 700]);
    fake.report(element, 600);
    stop();
    fake.nextFrame();
    expect(widths).toEqual([900, 700]);
  });
});
