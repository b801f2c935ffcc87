import type { BlockRecord } from './block-lifecycle.ts';
import { inSlices } from './in-slices.ts';
import { afterMounts } from './mount-queue.ts';

/**
 * One round of the idle sweep loads at most this many blocks, nearest the
 * viewport first; on a page with more, the next round waits for the next
 * idle period (docs/behaviour/blocks.md#many-blocks). Every mount makes the browser
 * lay out the document again: bounded rounds keep each idle period's share
 * of that cost small, and blocks that come near meanwhile mount first.
 */
const SWEEP_MOST = 100;

/**
 * At most this many loads start in one slice of the idle sweep; the next
 * slice waits for their mounts (docs/behaviour/blocks.md#many-blocks).
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
 * Calls `then` with how far each element is from the view, as one
 * IntersectionObserver's first report gives it: the browser measures them
 * all in one pass of its next frame. Read one by one, each read cost a walk
 * over the page's frames (the embeds' iframes), so thousands of reads grew
 * with the square of the page (246 ms for 6,000 blocks, one in eight an
 * embed; 17 ms for 2,000: docs/behaviour/blocks.md#many-blocks). An element the
 * report leaves out counts as nearest, as one with no box does.
 */
function distances(elements: Element[], then: (distances: number[]) => void): void {
  let reported = false;
  const io = new IntersectionObserver((entries) => {
    io.disconnect();
    if (reported) return;
    reported = true;
    const away = new Map(entries.map(({ target, boundingClientRect }) => [target, distanceFromView(boundingClientRect, innerHeight)]));
    then(elements.map((element) => away.get(element) ?? 0));
  });
  for (const element of elements) io.observe(element);
}

/**
 * Measures every pending block's distance from the view (one report of the
 * browser's), then loads the sweep's choice in slices, each waiting for the
 * last one's mounts.
 */
function sweep(records: Iterable<BlockRecord>, load: (record: BlockRecord) => unknown, done?: () => void): void {
  const pending = pendingOf(records);
  // (`load` leaves a block that is not `pending` as it is; a removed one is not loaded.)
  distances(
    pending.map((record) => record.element),
    (away) =>
      inSlices(
        sweepChoice(pending, away),
        (record) => record.removed || load(record),
        done && (() => afterMounts(done)),
        SWEEP_LOADS_PER_SLICE,
        0,
        afterMounts,
      ),
  );
}

/**
 * The idle sweep, round after round, each in an idle period (`whenIdle`)
 * once no block is `loading`, until no block is `pending`: so no block
 * stays `pending` forever, however long the page, while no one idle period
 * mounts more than {@link SWEEP_MOST} (docs/behaviour/blocks.md#many-blocks).
 * Returns `wake`, which starts the rounds again once they have ended: a
 * block can become `pending` after that (a type `register()`ed late, a
 * block added later), and none stays `pending` for it either.
 */
export function sweepRounds(records: Map<Element, BlockRecord>, load: (record: BlockRecord) => unknown, whenIdle: (then: () => void) => void): () => void {
  let running = false;
  const round = () => {
    const all = [...records.values()];
    // A round whose chunks are still arriving holds the next one back (a stalled chunk fails within its time limit).
    if (all.some((record) => record.state === 'loading')) whenIdle(round);
    else if (pendingOf(all).length) sweep(all, load, () => whenIdle(round));
    else running = false;
  };
  const wake = () => {
    if (running) return;
    running = true;
    whenIdle(round);
  };
  wake();
  return wake;
}
