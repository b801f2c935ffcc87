/**
 * Button clicks that navigate: tracking is sent first, then navigation
 * proceeds (behaviour/census.md#census), and never later than the census timeout
 * after the click. Clicks the browser handles on its own are left alone and
 * tracked without waiting: mailto (and any non-http link), modified clicks
 * (ctrl, meta, shift, alt), other buttons than the main one (middle),
 * `target=_blank` (or any other window), downloads and in-page anchors.
 */
import { type ButtonTrackingPayload, trackButtonClick } from './tracking.ts';

/** Whether this click on `anchor` should wait for tracking before navigating. */
export function shouldHoldNavigation(event: MouseEvent, anchor: HTMLAnchorElement): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return false;
  const target = anchor.getAttribute('target');
  if (target && target.toLowerCase() !== '_self') return false;
  if (anchor.hasAttribute('download')) return false;
  const href = anchor.getAttribute('href');
  if (!href || href.startsWith('#')) return false;
  let url: URL;
  try {
    url = new URL(anchor.href);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  // Same page, other fragment: the browser only scrolls, nothing to wait for.
  const here = anchor.ownerDocument.location;
  return !(url.hash && url.origin === here.origin && url.pathname === here.pathname && url.search === here.search);
}

const pending = new WeakSet<HTMLAnchorElement>();

/**
 * Handles a click on a tracked button link. Call it from the link's click
 * listener. Returns whether navigation was held (the click's default was
 * prevented and `navigate` will run once tracking settles or times out).
 *
 * @param navigate how to follow the link (tests replace it)
 */
export function handleTrackedClick(
  event: MouseEvent,
  anchor: HTMLAnchorElement,
  payload: ButtonTrackingPayload,
  navigate: (url: string) => void = (url) => anchor.ownerDocument.location.assign(url),
): boolean {
  if (!shouldHoldNavigation(event, anchor)) {
    void trackButtonClick(payload);
    return false;
  }
  event.preventDefault();
  // A second click while the first waits must neither track twice nor navigate twice.
  if (pending.has(anchor)) return true;
  pending.add(anchor);
  const url = anchor.href;
  void trackButtonClick(payload).then(() => {
    pending.delete(anchor);
    navigate(url);
  });
  return true;
}
