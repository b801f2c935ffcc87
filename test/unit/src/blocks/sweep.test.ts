// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BlockRecord } from '../../../../src/blocks/block-lifecycle.ts';
import { SWEEP_MOST, sweep } from '../../../../src/blocks/sweep.ts';

/** A record whose element reports a box `top`..`top + 100` (a hidden one all zeros). */
function at(id: string, top: number | undefined, state: BlockRecord['state'] = 'pending'): BlockRecord {
  const element = document.createElement('div');
  element.getBoundingClientRect = () => (top === undefined ? new DOMRect(0, 0, 0, 0) : new DOMRect(0, top, 100, 100));
  return { element, id, type: 'accordion', state };
}

/** The ids the sweep loads, in its order, in a view 800 px tall. */
function swept(records: BlockRecord[]): string[] {
  vi.stubGlobal('innerHeight', 800);
  const loaded: string[] = [];
  sweep(records, (record) => loaded.push(record.id));
  vi.runAllTimers();
  return loaded;
}

describe('the idle sweep (behaviour.md#many-blocks)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('loads pending blocks only, nearest the view first (above or below), document order among equals, a box-less host among the first', () => {
    vi.useFakeTimers();
    const records = [at('far', 5000), at('ready', 900, 'ready'), at('below', 900), at('hidden', undefined), at('above', -400), at('loading', 1000, 'loading'), at('below-too', 900), at('further-above', -1000)];
    expect(swept(records)).toEqual(['hidden', 'below', 'below-too', 'above', 'further-above', 'far']);
  });

  it(`loads at most ${SWEEP_MOST}: on a longer page the farthest wait for their approach`, () => {
    vi.useFakeTimers();
    const records = Array.from({ length: 1000 }, (_, i) => at(`b${i}`, 1000 - i * 50)); // the last ones far above
    const loaded = swept(records);
    expect(loaded).toHaveLength(SWEEP_MOST);
    expect(loaded).toContain('b0');
    expect(loaded).not.toContain('b999');
    expect(loaded).not.toContain(`b${SWEEP_MOST + 20}`);
  });
});
