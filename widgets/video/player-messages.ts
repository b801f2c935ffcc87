/**
 * Play and pause by message, for the providers whose players accept it
 * (docs/behaviour/video.md#video): YouTube (with `enablejsapi=1` on its address)
 * and Vimeo. Other players are only shown and hidden. Messages go to the
 * provider's own origin, never to '*'.
 */

/** The providers that take play/pause messages. */
export type MessagingProvider = 'youtube' | 'vimeo';

/**
 * Which messaging provider an embed address belongs to, if any.
 * @internal Exported for its unit test: which player a src is (YouTube, Vimeo), as a table.
 */
export function messagingProviderOf(src: string | null): MessagingProvider | undefined {
  if (!src) return undefined;
  let host: string;
  try {
    host = new URL(src, location.href).hostname;
  } catch {
    return undefined;
  }
  if (/(^|\.)(youtube\.com|youtube-nocookie\.com)$/.test(host)) return 'youtube';
  if (/(^|\.)vimeo\.com$/.test(host)) return 'vimeo';
  return undefined;
}

/**
 * The message a provider's player understands for `command`.
 * @internal Exported for its unit test: the postMessage body per provider and command.
 */
export function playerMessage(provider: MessagingProvider, command: 'play' | 'pause'): string {
  return provider === 'youtube'
    ? JSON.stringify({ event: 'command', func: command === 'play' ? 'playVideo' : 'pauseVideo', args: [] })
    : JSON.stringify({ method: command });
}

/** Lets a YouTube player take messages (`enablejsapi=1`); other addresses are left as they are. */
export function withPlayerApi(element: HTMLElement): HTMLElement {
  const src = element.getAttribute('src');
  if (messagingProviderOf(src) === 'youtube' && !/[?&]enablejsapi=/.test(src!)) {
    element.setAttribute('src', src + (src!.includes('?') ? '&' : '?') + 'enablejsapi=1');
  }
  return element;
}

/**
 * Tells the player in `frame` to play or pause; false when its provider takes
 * no messages (the caller then hides or shows it instead).
 */
export function commandPlayer(frame: Element | null | undefined, command: 'play' | 'pause'): boolean {
  if (!(frame instanceof HTMLIFrameElement)) return false;
  const src = frame.getAttribute('src');
  const provider = messagingProviderOf(src);
  if (!provider || !frame.contentWindow) return false;
  frame.contentWindow.postMessage(playerMessage(provider, command), new URL(src!, location.href).origin);
  return true;
}

/**
 * The placeholder's aspect padding, in percent: 100 divided by the ratio
 * (width over height) when one is known, else 65.
 */
export function placeholderPadding(ratio: number | undefined): string {
  return `${ratio && ratio > 0 ? +(100 / ratio).toFixed(2) : 65}%`;
}
