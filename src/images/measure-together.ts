/**
 * Layout reads batched (docs/behaviour/images.md#image-loading): every image a
 * gallery or a lazy-load pass starts measures its box in one go, after all
 * of them have written their crop styles, so the browser lays the page out
 * once per batch instead of once per image (600 forced layouts made a page
 * of 20 galleries freeze for over half a second).
 */
const waiting: Array<() => void> = [];

function flush(): void {
  for (const read of waiting.splice(0)) read();
}

/** Runs `read` with the other reads queued in this turn, before any of their callers write again. */
export function measureTogether<T>(read: () => T): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (!waiting.length) queueMicrotask(flush);
    waiting.push(() => {
      try {
        resolve(read());
      } catch (error) {
        reject(error);
      }
    });
  });
}
