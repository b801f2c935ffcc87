/**
 * Waiting for an element a third-party script renders (the reservation
 * widget's picker). The specification's helper looked every 100 ms
 * (behaviour/vocabulary.md#vocabulary); a MutationObserver looks exactly when the
 * parent's content changes instead, so a long wait costs nothing and the
 * element is found in the same task it appears. The retry count keeps its
 * meaning as time: `retries` look-ups `interval` ms apart.
 */

/** Time between the specification's look-ups (behaviour/vocabulary.md#vocabulary: "every 100 ms"). */
const WAIT_FOR_ELEMENT_INTERVAL_MS = 100;

/** Options of {@link waitForElement}. */
export interface WaitForElementOptions {
  /**
   * Where to look; default `document`. Passing `null` (a parent that was
   * not found) rejects at once rather than waiting forever.
   */
  readonly parent?: ParentNode | null;
  /** The look-up interval the limit is counted in, in ms; default 100. */
  readonly interval?: number;
  /**
   * Gives up after `retries` × `interval` ms; unlimited by default
   * (behaviour/vocabulary.md#vocabulary), so pass a limit or a signal when the element may never
   * come.
   */
  readonly retries?: number;
  /** Stops waiting (the promise rejects with the signal's reason). */
  readonly signal?: AbortSignal;
}

/** Why `selector`/`parent` cannot be waited for, if they cannot. */
function refusal(selector: string, parent: ParentNode | null): Error | undefined {
  if (parent === null) return new Error('waitForElement: the parent element is missing');
  if (typeof selector !== 'string' || selector === '') return new Error('waitForElement: the selector is missing');
  return undefined;
}

/**
 * Resolves with the first element matching `selector` inside `parent`,
 * looking now and whenever the parent's content or attributes change.
 * Rejects when the parent or the selector is missing or invalid, when the
 * limit runs out, or when the signal aborts.
 */
export function waitForElement<E extends Element = Element>(selector: string, options: WaitForElementOptions = {}): Promise<E> {
  const parent = options.parent === undefined ? document : options.parent;
  const limitMs = (options.retries ?? Infinity) * (options.interval ?? WAIT_FOR_ELEMENT_INTERVAL_MS);
  const { signal } = options;
  return new Promise<E>((resolve, reject) => {
    const refused = refusal(selector, parent);
    if (refused) return reject(refused);
    let observer: MutationObserver | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = (settle: () => void): void => {
      observer?.disconnect();
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      settle();
    };
    const onAbort = (): void => finish(() => reject(signal?.reason ?? new Error('waitForElement: aborted')));
    const look = (): boolean => {
      let found: E | null;
      try {
        found = parent!.querySelector<E>(selector);
      } catch (error) {
        // An invalid selector can never match: fail now, not at the limit.
        finish(() => reject(error));
        return true;
      }
      if (found !== null) finish(() => resolve(found));
      return found !== null;
    };
    if (signal?.aborted === true) return onAbort();
    if (look()) return;
    signal?.addEventListener('abort', onAbort, { once: true });
    observer = new MutationObserver(look);
    observer.observe(parent!, { childList: true, subtree: true, attributes: true });
    if (limitMs !== Infinity) {
      const message = `waitForElement: no element matches "${selector}" after ${options.retries} retries`;
      timer = setTimeout(() => look() || finish(() => reject(new Error(message))), limitMs);
    }
  });
}
