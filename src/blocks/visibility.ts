import type { BlockRecord } from './block-lifecycle.ts';

/**
 * How far outside the viewport a block starts loading: the documented lazy-load
 * margin (200 px), so a block is usually ready by the time it scrolls in.
 */
export const NEAR_VIEWPORT = '200px';

/** Which blocks the visibility observer watches, and whether each has had its first report. */
export interface Visibility {
  /** Watches `target` for `record` until the record comes near the viewport (or is unwatched). */
  watch(target: Element, record: BlockRecord): void;
  /** Stops watching the record's target. */
  unwatch(record: BlockRecord): void;
  /** Whether a target watched is still waiting for its first report. */
  waiting(): boolean;
}

/**
 * Watches blocks until they come within {@link NEAR_VIEWPORT} of the view:
 * `near` is called for each one that does, `reported` after each batch of
 * reports once no watched target is waiting for its first (every target
 * watched before the last one has had its own by then: docs/behaviour/blocks.md#many-blocks).
 * A `display: contents` host has no box: its first child is watched instead.
 */
export function watchVisibility(near: (record: BlockRecord) => void, reported: () => void): Visibility {
  const watched = new Map<Element, BlockRecord>();
  // The reverse, so unwatching a record costs one lookup, not a walk over every target.
  const targets = new Map<BlockRecord, Element>();
  let unreported: Element | undefined;

  const seen = ({ target, isIntersecting, boundingClientRect: box }: IntersectionObserverEntry) => {
    if (unreported === target) unreported = undefined;
    const record = watched.get(target);
    const child = record?.element.firstElementChild;
    if (!record) return;
    if (isIntersecting) near(record);
    else if (!box.width && !box.height && child && target === record.element && getComputedStyle(target).display === 'contents') {
      unwatch(record);
      watch(child, record);
    }
  };
  const io = new IntersectionObserver(
    (entries) => {
      entries.forEach(seen);
      if (!unreported) reported();
    },
    { rootMargin: NEAR_VIEWPORT },
  );
  function watch(target: Element, record: BlockRecord): void {
    watched.set(target, record);
    targets.set(record, target);
    unreported = target;
    io.observe(target);
  }
  function unwatch(record: BlockRecord): void {
    const target = targets.get(record);
    if (!target) return;
    targets.delete(record);
    watched.delete(target);
    if (unreported === target) unreported = undefined;
    io.unobserve(target);
  }
  return { watch, unwatch, waiting: () => !!unreported };
}
