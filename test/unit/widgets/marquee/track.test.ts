// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LayoutRead } from '../../../../src/dom/layout-batch.ts';

/** The layout batch, run when the test says the next layout has come. */
const queued: Array<() => void> = [];
vi.mock('../../../../src/dom/layout-batch.ts', () => ({
  readThenWrite: (read: LayoutRead) =>
    new Promise<void>((done) =>
      queued.push(() => {
        read()?.();
        done();
      }),
    ),
}));
const layout = () => queued.splice(0).forEach((run) => run());

const { createTrack } = await import('../../../../widgets/marquee/track.ts');
const { fields } = await import('../../../../widgets/marquee/data.ts');
const { readBlock } = await import('../../../../src/block-data/read-block.ts');

/** A marquee 300 px wide whose one sequence measures 100 px. */
function marquee() {
  const element = document.createElement('div');
  const host = element.appendChild(document.createElement('div'));
  document.body.append(element);
  vi.spyOn(host, 'clientWidth', 'get').mockReturnValue(300);
  const measured = vi.fn(() => 100);
  (SVGElement.prototype as unknown as { getComputedTextLength: () => number }).getComputedTextLength = measured;
  const props = readBlock(fields, { marqueeItems: [{ text: 'Fresh bread' }], waveIntensity: 0 }).value;
  return { element, host, measured, track: createTrack(element, host, props) };
}

afterEach(() => {
  queued.length = 0;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('marquee track (docs/behaviour/blocks.md#layout-batch)', () => {
  it("reads nothing until the batch's layout, then draws the wave and enough copies for it", async () => {
    const { element, host, measured, track } = marquee();
    const styles = vi.spyOn(window, 'getComputedStyle');
    const drawn = track.draw();
    // Before the layout: one sequence written (the read measures it), no read, no wave.
    expect(host.querySelector('textPath')!.textContent).toBe('Fresh bread\u2003\u2003');
    expect(styles).not.toHaveBeenCalled();
    expect(measured).not.toHaveBeenCalled();
    expect(host.querySelector('path')!.hasAttribute('d')).toBe(false);
    layout();
    await drawn;
    expect(measured).toHaveBeenCalledTimes(1);
    // A straight 300 px path, 100 px a sequence: three copies cover it, one more for the wrap.
    expect(element.getAttribute('data-marquee-copies')).toBe('4');
    expect(host.querySelector('textPath')!.textContent).toBe('Fresh bread\u2003\u2003'.repeat(4));
    expect(host.querySelector('path')!.getAttribute('d')).toMatch(/^M0 /);
    expect(track.sequenceLength()).toBe(100);
  });

  it('a draw still waiting for its layout writes nothing once the track is removed', async () => {
    const { element, track } = marquee();
    const drawn = track.draw();
    track.remove();
    layout();
    await drawn;
    expect(element.hasAttribute('data-marquee-copies')).toBe(false);
    expect(element.querySelector('svg')).toBeNull();
  });
});
