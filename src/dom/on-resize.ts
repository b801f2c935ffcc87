/**
 * Observes `target`'s size and calls `report` with its latest
 * ResizeObserver entry in the next animation frame, never inside the
 * observer's own callback; returns the stop, after which no report runs.
 *
 * For a report that writes what can change an observed element's size (a
 * class, a width, a height): written inside the callback, the change leaves
 * the browser a notification it cannot deliver in that frame, and it says
 * so with an error event ("ResizeObserver loop completed with undelivered
 * notifications") that the site's error reporter would count as the page's
 * own (docs/behaviour/blocks.md#resize-writes). Reports that come before the frame
 * are folded into one, with the latest entry.
 */
export function onResize(target: Element, report: (entry: ResizeObserverEntry) => void): () => void {
  let frame = 0;
  let latest: ResizeObserverEntry | undefined;
  const observer = new ResizeObserver((entries) => {
    latest = entries[entries.length - 1] ?? latest;
    frame ||= requestAnimationFrame(() => {
      frame = 0;
      if (latest) report(latest);
    });
  });
  observer.observe(target);
  return () => {
    observer.disconnect();
    cancelAnimationFrame(frame);
    frame = 0;
  };
}
