// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { BlockRecord } from '../../../../src/blocks/block-lifecycle.ts';
import { distanceFromView, pendingOf, SWEEP_MOST, sweepChoice } from '../../../../src/blocks/sweep.ts';

/** The sweep's choice, reading each pending record's box as the sweep does. */
function choose(records: BlockRecord[], height: number): BlockRecord[] {
  const pending = pendingOf(records);
  return sweepChoice(pending, pending.map((record) => distanceFromView(record.element.getBoundingClientRect(), height)));
}

/** A record whose element reports a box `top`..`top + 100` (a display:none one all zeros). */
function at(id: string, top: number | undefined, state: BlockRecord['state'] = 'pending'): BlockRecord {
  const element = document.createElement('div');
  element.getBoundingClientRect = () => (top === undefined ? new DOMRect(0, 0, 0, 0) : new DOMRect(0, top, 100, 100));
  return { element, id, type: 'accordion', state };
}

describe('the idle sweep (behaviour.md#many-blocks)', () => {
  it('measures the distance from the view: 0 inside it or with no box, else to the nearer edge', () => {
    expect(distanceFromView({ top: 100, bottom: 200 }, 800)).toBe(0);
    expect(distanceFromView({ top: 900, bottom: 1000 }, 800)).toBe(100);
    expect(distanceFromView({ top: -500, bottom: -300 }, 800)).toBe(300);
    expect(distanceFromView({ top: 0, bottom: 0 }, 800)).toBe(0);
  });

  it('chooses pending blocks only, nearest first, document order among equals, a box-less host among the first', () => {
    const records = [at('far', 5000), at('ready', 900, 'ready'), at('below', 900), at('hidden', undefined), at('above', -400), at('loading', 1000, 'loading'), at('below-too', 900)];
    expect(choose(records, 800).map((r) => r.id)).toEqual(['hidden', 'below', 'below-too', 'above', 'far']);
  });

  it(`chooses at most ${SWEEP_MOST}: on a longer page the farthest wait for their approach`, () => {
    const records = Array.from({ length: 1000 }, (_, i) => at(`b${i}`, 1000 - i * 50)); // the last ones far above
    const chosen = choose(records, 800);
    expect(chosen).toHaveLength(SWEEP_MOST);
    const distances = chosen.map((r) => distanceFromView(r.element.getBoundingClientRect(), 800));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(chosen.map((r) => r.id)).not.toContain('b999');
  });
});
