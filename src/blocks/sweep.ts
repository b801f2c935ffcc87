import type { BlockRecord } from './block-lifecycle.ts';
import { inSlices } from './in-slices.ts';
import { afterMounts } from './mount-queue.ts';

/**
 * One round of the idle sweep loads at most this many blocks, nearest the
 * viewport first; on a page with more, the next round waits for the next
 * idle period (docs/behaviour.md#many-blocks). Every mount makes the browser
 * lay out the document again: bounded rounds keep each idle period's share
 * of that cost small, and blocks that come near meanwhile mount first.
 */
export const SWEEP_MOST = 100;

/**
 * At most this many loads start in one slice of the idle sweep; the next
 * slice waits for their mounts (docs/behaviour.md#many-blocks).
 */
const SWEEP_LOADS_PER_SLICE = 128;

/** How far (px) a box is from a view `height` tall: 0 inside it, and for a block with no box. */
function distanceFromView({ top, bottom }: { top: number; bottom: number }, height: number): number {
  return top > height ? top - height : bottom < 0 ? -bottom : 0;
}

/** The pending blocks among `records`: those the sweep may load. */
const pendingOf = (records: Iterable<BlockRecord>) => [...records].filter((record) => record.state === 'pending' && !record.removed);

/**
 * The idle sweep's choice among `pending` blocks at `distances` from the view:
 * the {@link SWEEP_MOST} nearest, nearest first, document order among equals.
 */
function sweepChoice(pending: BlockRecord[], distances: number[]): BlockRecord[] {
  return pending
    .map((record, i) => ({ record, distance: distances[i]! }))
    .sort((a, b) => a.distance - b.distance)
    .slice(0, SWEEP_MOST)
    .map(({ record }) => record);
}

/**
 * Reads every pending block's distance from the view, in slices of about
 * 8 ms (reads only, so one layout serves them all: on a page of thousands of
 * blocks the reads alone are tens of milliseconds), then loads the sweep's
 * choice in slices, each waiting for the last one's mounts.
 */
function sweep(records: Iterable<BlockRecord>, load: (record: BlockRecord) => unknown, done?: () => void): void {
  const pending = pendingOf(records);
  const distances: number[] = [];
  const measure = (record: BlockRecord) => distances.push(distanceFromView(record.element.getBoundingClientRect(), innerHeight));
  // (`load` leaves a block that is not `pending` as it is; a removed one is not loaded.)
  const loadChoice = () => inSlices(sweepChoice(pending, distances), (record) => record.removed || load(record), done && (() => afterMounts(done)), SWEEP_LOADS_PER_SLICE, 0, afterMounts);
  inSlices(pending, measure, loadChoice);
}

/**
 * The idle sweep, round after round, each in an idle period (`whenIdle`)
 * once no block is `loading`, until no block is `pending`: so no block
 * stays `pending` forever, however long the page, while no one idle period
 * mounts more than {@link SWEEP_MOST} (docs/behaviour.md#many-blocks).
 */
export function sweepRounds(records: Map<Element, BlockRecord>, load: (record: BlockRecord) => unknown, whenIdle: (then: () => void) => void): void {
  const round = () => {
    const all = [...records.values()];
    // A round whose chunks are still arriving holds the next one back (a stalled chunk fails within its time limit).
    if (all.some((record) => record.state === 'loading')) whenIdle(round);
    else if (pendingOf(all).length) sweep(all, load, () => whenIdle(round));
  };
  whenIdle(round);
}
