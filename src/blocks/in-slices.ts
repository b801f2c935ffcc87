/** How long one slice runs: well under the 50 ms that makes a task long (docs/behaviour.md#many-blocks). */
const SLICE_MS = 8;

/**
 * Runs `each` over `items` in slices of about 8 ms (and at most `most`
 * items a slice), yielding to the browser between slices, then `done`.
 * A slice handles at least `atLeast` items whatever the clock says: the
 * page scan passes 16, so a short list is tracked at once, in the caller's
 * task; mounts and loads pass nothing, because 16 mounts in one task made
 * runs of 50 ms on a 6,000-block page (docs/behaviour.md#many-blocks).
 */
export function inSlices<T>(items: T[], each: (item: T) => unknown, done?: () => void, most = Infinity, atLeast = 1): void {
  let next = 0;
  const slice = () => {
    const until = performance.now() + SLICE_MS;
    let count = 0;
    while (next < items.length && count < most && (count < atLeast || performance.now() < until)) {
      each(items[next]!);
      next += 1;
      count += 1;
    }
    if (next < items.length) setTimeout(slice);
    else done?.();
  };
  slice();
}
