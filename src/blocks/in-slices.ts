/** How long one slice runs: well under the 50 ms that makes a task long (docs/behaviour.md#many-blocks). */
const SLICE_MS = 8;

/** Items a slice handles whatever the clock says: a short list is done at once, in the caller's task. */
const AT_LEAST = 16;

/**
 * Runs `each` over `items` in slices of about 8 ms (and at most `most`
 * items a slice), yielding to the browser between slices, then `done`.
 */
export function inSlices<T>(items: T[], each: (item: T) => unknown, done?: () => void, most = Infinity): void {
  let next = 0;
  const slice = () => {
    const until = performance.now() + SLICE_MS;
    let count = 0;
    while (next < items.length && count < most && (count < AT_LEAST || performance.now() < until)) {
      each(items[next]!);
      next += 1;
      count += 1;
    }
    if (next < items.length) setTimeout(slice);
    else done?.();
  };
  slice();
}
