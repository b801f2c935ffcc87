// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeResizeAndFrames } from '../../support/resize-frames.ts';
import { onResize } from '../../../../src/dom/on-resize.ts';

describe('onResize (docs/behaviour/blocks.md#resize-writes)', () => {
  let fake: ReturnType<typeof fakeResizeAndFrames>;
  beforeEach(() => (fake = fakeResizeAndFrames()));
  afterEach(() => vi.unstubAllGlobals());

  it("reports in the next frame, never inside the observer's report, once per frame with the latest entry", () => {
    const target = document.createElement('div');
    const seen: number[] = [];
    onResize(target, (entry) => seen.push(entry.contentRect.width));
    fake.report(target, 500);
    fake.report(target, 300);
    expect(seen).toEqual([]);
    expect(fake.pending()).toBe(1);
    fake.nextFrame();
    expect(seen).toEqual([300]);
    fake.report(target, 320);
    fake.nextFrame();
    expect(seen).toEqual([300, 320]);
  });

  it('after the stop, a report already waiting for its frame is dropped and no other comes', () => {
    const target = document.createElement('div');
    const seen: number[] = [];
    const stop = onResize(target, (entry) => seen.push(entry.contentRect.width));
    fake.report(target, 500);
    stop();
    fake.nextFrame();
    fake.report(target, 300);
    fake.nextFrame();
    expect(seen).toEqual([]);
  });
});
