/** How long one slice runs: well under the 50 ms that makes a task long (docs/behaviour/blocks.md#many-blocks). */
const SLICE_MS = 8;

/**
 * Runs `each` over `items` in slices of about 8 ms (and at most `most`
 * items a slice), yielding to the browser between slices, then `done`.
 * The first slice runs in the caller's task and takes `first` items
 * whatever the clock says, no more: the page scan passes 16, so a short
 * list is tracked at once, while a long one leaves the task that found it
 * (already long by its query) at once. The later slices go by the clock,
 * one item at least (docs/behaviour/blocks.md#many-blocks). `gate`, when given,
 * is asked before each later slice and calls back when it may run.
 */
export function inSlices<T>(items: T[], each: (item: T) => unknown, done?: () => void, most = Infinity, first = 0, gate?: (resume: () => void) => void): void {
  let next = 0;
  const later = () => setTimeout(slice);
  const slice = () => {
    const until = performance.now() + SLICE_MS;
    for (let ran = 0; next < items.length && ran < most && (ran < 1 || performance.now() < until); ran++) each(items[next++]!);
    // (The gate is asked a task later: what this slice started has queued its work by then.)
    if (next >= items.length) done?.();
    else if (gate) setTimeout(gate, 0, later);
    else later();
  };
  if (!first) {
    slice();
    return;
  }
  for (const end = Math.min(first, items.length); next < end;) each(items[next++]!);
  if (next < items.length) later();
  else done?.();
}
