/** How long one slice runs: well under the 50 ms that makes a task long (docs/behaviour.md#many-blocks). */
const SLICE_MS = 8;

/**
 * Runs `each` over `items` in slices of about 8 ms (and at most `most`
 * items a slice), yielding to the browser between slices, then `done`.
 * A short list is done at once, in the caller's task.
 */
export function inSlices<T>(items: T[], each: (item: T) => unknown, done?: () => void, most = 1e9): void {
  let next = 0;
  const slice = () => {
    const until = performance.now() + SLICE_MS;
    for (let n = 0; next < items.length && n++ < most && performance.now() < until; ) each(items[next++]!);
    next < items.length ? setTimeout(slice) : done?.();
  };
  slice();
}
