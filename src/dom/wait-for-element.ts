/** Time between look-ups (behaviour.md#vocabulary: "every 100 ms"). */
const WAIT_FOR_ELEMENT_INTERVAL_MS = 100;

/** Options of {@link waitForElement}. */
export interface WaitForElementOptions {
  /**
   * Where to look; default `document`. Passing `null` (a parent that was
   * not found) rejects at once rather than waiting forever.
   */
  readonly parent?: ParentNode | null;
  /** Time between look-ups in ms; default 100. */
  readonly interval?: number;
  /**
   * Look-ups after the first one before giving up; unlimited by default
   * (behaviour.md#vocabulary), so pass a limit or a signal when the element may never
   * come.
   */
  readonly retries?: number;
  /** Stops waiting (the promise rejects with the signal's reason). */
  readonly signal?: AbortSignal;
}

/**
 * Resolves with the first element matching `selector` inside `parent`,
 * checking now and then every 100 ms (behaviour.md#vocabulary). Rejects when the parent
 * or the selector is missing, when the retry limit is reached, or when the
 * signal aborts.
 */
export function waitForElement<E extends Element = Element>(
  selector: string,
  options: WaitForElementOptions = {},
): Promise<E> {
  const parent = options.parent === undefined ? document : options.parent;
  const interval = options.interval ?? WAIT_FOR_ELEMENT_INTERVAL_MS;
  const retries = options.retries ?? Infinity;
  const { signal } = options;

  return new Promise<E>((resolve, reject) => {
    if (parent === null) {
      reject(new Error('waitForElement: the parent element is missing'));
      return;
    }
    if (typeof selector !== 'string' || selector === '') {
      reject(new Error('waitForElement: the selector is missing'));
      return;
    }
    let attempts = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onAbort = (): void => {
      if (timer !== undefined) clearTimeout(timer);
      reject(signal?.reason ?? new Error('waitForElement: aborted'));
    };
    const look = (): void => {
      timer = undefined;
      let found: E | null;
      try {
        found = parent.querySelector<E>(selector);
      } catch (error) {
        // An invalid selector can never match; fail now, not after retries.
        signal?.removeEventListener('abort', onAbort);
        reject(error);
        return;
      }
      if (found !== null) {
        signal?.removeEventListener('abort', onAbort);
        resolve(found);
        return;
      }
      if (attempts >= retries) {
        signal?.removeEventListener('abort', onAbort);
        reject(new Error(`waitForElement: no element matches "${selector}" after ${retries} retries`));
        return;
      }
      attempts += 1;
      timer = setTimeout(look, interval);
    };
    if (signal?.aborted === true) {
      onAbort();
      return;
    }
    signal?.addEventListener('abort', onAbort, { once: true });
    look();
  });
}
