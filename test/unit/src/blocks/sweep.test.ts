// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BlockRecord } from '../../../../src/blocks/block-lifecycle.ts';
import { sweepRounds } from '../../../../src/blocks/sweep.ts';

/** The most one round of the idle sweep loads, as docs/behaviour/blocks.md#many-blocks states it. */
const SWEEP_MOST = 100;

/** A record whose element reports a box `top`..`top + 100` (a hidden one all zeros). */
function at(id: string, top: number | undefined, state: BlockRecord['state'] = 'pending'): BlockRecord {
  const element = document.createElement('div');
  element.getBoundingClientRect = () => (top === undefined ? new DOMRect(0, 0, 0, 0) : new DOMRect(0, top, 100, 100));
  return { element, id, type: 'accordion', state };
}

/**
 * The browser's IntersectionObserver as the sweep uses it: one first report,
 * a task later, of every target observed, with the box each reports.
 */
class Measuring {
  static reports = 0;
  targets: Element[] = [];
  constructor(private callback: IntersectionObserverCallback) {}
  observe(target: Element): void {
    if (this.targets.push(target) > 1) return;
    setTimeout(() => {
      Measuring.reports++;
      this.callback(
        this.targets.map((target) => ({ target, boundingClientRect: target.getBoundingClientRect() })) as unknown as IntersectionObserverEntry[],
        this as never,
      );
    });
  }
  disconnect(): void {}
}

/** The ids the sweep's first round loads, in its order, in a view 800 px tall. */
function swept(records: BlockRecord[]): string[] {
  vi.stubGlobal('innerHeight', 800);
  vi.stubGlobal('IntersectionObserver', Measuring);
  const loaded: string[] = [];
  // One round: the first idle period only.
  let periods = 0;
  const firstIdleOnly = (then: () => void) => void (periods++ || setTimeout(then));
  sweepRounds(new Map(records.map((record) => [record.element, record])), (record) => loaded.push(record.id), firstIdleOnly);
  vi.runAllTimers();
  return loaded;
}

describe('the idle sweep (behaviour/blocks.md#many-blocks)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('loads pending blocks only, nearest the view first (above or below), document order among equals, a box-less host among the first', () => {
    vi.useFakeTimers();
    const records = [
      at('far', 5000),
      at('ready', 900, 'ready'),
      at('below', 900),
      at('hidden', undefined),
      at('above', -400),
      at('failed', 1000, 'error'),
      at('below-too', 900),
      at('further-above', -1000),
    ];
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

  it(`goes on round after round, each of at most ${SWEEP_MOST} in its own idle period, until no block is pending`, () => {
    vi.useFakeTimers();
    vi.stubGlobal('innerHeight', 800);
    vi.stubGlobal('IntersectionObserver', Measuring);
    const records = new Map(Array.from({ length: 250 }, (_, i) => at(`b${i}`, 1000 + i * 50)).map((record) => [record.element, record] as const));
    const rounds: string[][] = [];
    let idlePeriods = 0;
    const whenIdle = (then: () => void) => {
      idlePeriods++;
      rounds.push([]);
      setTimeout(then, 100);
    };
    sweepRounds(
      records,
      (record) => {
        rounds.at(-1)!.push(record.id);
        record.state = 'ready';
      },
      whenIdle,
    );
    vi.runAllTimers();
    const loads = rounds.filter((round) => round.length);
    expect(loads.map((round) => round.length)).toEqual([SWEEP_MOST, SWEEP_MOST, 50]);
    expect(loads[0]![0]).toBe('b0'); // nearest first
    expect(loads[2]!.at(-1)).toBe('b249');
    expect([...records.values()].every((record) => record.state === 'ready')).toBe(true);
    expect(idlePeriods).toBe(4); // three rounds, then one that finds nothing pending and stops
  });

  it("waits while a round's blocks are still loading, then goes on", () => {
    vi.useFakeTimers();
    vi.stubGlobal('innerHeight', 800);
    vi.stubGlobal('IntersectionObserver', Measuring);
    const records = new Map(Array.from({ length: 150 }, (_, i) => at(`b${i}`, 1000 + i * 50)).map((record) => [record.element, record] as const));
    const loaded: BlockRecord[] = [];
    sweepRounds(
      records,
      (record) => {
        loaded.push(record);
        record.state = 'loading';
      },
      (then) => setTimeout(then, 100),
    );
    vi.advanceTimersByTime(5_000);
    expect(loaded).toHaveLength(SWEEP_MOST);
    for (const record of loaded) record.state = 'ready';
    vi.advanceTimersByTime(5_000);
    expect(loaded).toHaveLength(150);
  });
});
