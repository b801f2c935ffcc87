/** How far outside the viewport an image starts loading (docs/behaviour/images.md#image-loading). */
const LAZY_LOAD_MARGIN = '200px';

type Callback = () => void;
const observers = new Map<string, { observer: IntersectionObserver; callbacks: Map<Element, Callback[]> }>();

/**
 * Calls `callback` once, when `element` comes within `margin` of the
 * viewport; at once where there is no IntersectionObserver. One observer
 * per margin serves every element. Returns a function that stops waiting.
 */
export function whenNearViewport(element: Element, callback: Callback, margin: string = LAZY_LOAD_MARGIN): () => void {
  if (typeof IntersectionObserver !== 'function') {
    callback();
    return () => {};
  }
  let entry = observers.get(margin);
  if (!entry) {
    const callbacks = new Map<Element, Callback[]>();
    const observer = new IntersectionObserver(
      (records) => {
        for (const record of records) {
          if (!record.isIntersecting) continue;
          const waiting = callbacks.get(record.target);
          callbacks.delete(record.target);
          observer.unobserve(record.target);
          waiting?.forEach((run) => run());
        }
      },
      { rootMargin: margin },
    );
    entry = { observer, callbacks };
    observers.set(margin, entry);
  }
  const { observer, callbacks } = entry;
  const list = callbacks.get(element) ?? [];
  list.push(callback);
  callbacks.set(element, list);
  observer.observe(element);
  return () => {
    const current = callbacks.get(element);
    if (!current) return;
    const index = current.indexOf(callback);
    if (index >= 0) current.splice(index, 1);
    if (!current.length) {
      callbacks.delete(element);
      observer.unobserve(element);
    }
  };
}
