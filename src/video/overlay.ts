import { t } from '../catalogue/index.ts';
import { VIEWER_TEXT } from '../catalogue/en/viewer.ts';
import { ownDoc } from '../dom/doc.ts';

/** The class a video wrapper carries while its player shows (docs/behaviour/gallery.md#gallery). */
export const VIDEO_ACTIVE_CLASS = 'sqs-video-active';

/**
 * Shows the player of a wrapper (see ./play.ts, loaded on the first play);
 * `onShown` runs once it shows.
 */
export function playVideo(wrapper: HTMLElement, onShown?: () => void): void {
  void import('./play.ts').then(({ showVideo }) => showVideo(wrapper) && onShown?.());
}

/** Gives a wrapper its overlay back; removing the player is what pauses it, for every provider. */
export function restoreOverlay(wrapper: HTMLElement): void {
  wrapper.querySelector('.sqs-video-player')?.remove();
  wrapper.classList.remove(VIDEO_ACTIVE_CLASS);
  const overlay = wrapper.querySelector<HTMLElement>('.sqs-video-overlay');
  if (overlay) overlay.hidden = false;
}

/**
 * Makes a wrapper's overlay a button (click, Enter, Space) that calls
 * `onPlay`; a wrapper without an overlay gets one. Returns the undo.
 */
export function mountOverlay(wrapper: HTMLElement, label: string, onPlay: () => void): () => void {
  let overlay = wrapper.querySelector<HTMLElement>('.sqs-video-overlay');
  const created = !overlay;
  if (!overlay) {
    overlay = ownDoc.createElement('div');
    overlay.className = 'sqs-video-overlay no-thumb';
    const icon = ownDoc.createElement('div');
    icon.className = 'sqs-video-icon';
    overlay.append(icon);
    wrapper.append(overlay);
  }
  const target = overlay;
  target.setAttribute('role', 'button');
  target.tabIndex = 0;
  target.setAttribute('aria-label', label ? `${t(VIEWER_TEXT, 'play')}: ${label}` : t(VIEWER_TEXT, 'play'));
  const onClick = (event: Event) => {
    event.preventDefault();
    event.stopPropagation();
    onPlay();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.keyCode === 13 || event.keyCode === 32 || event.key === 'Enter' || event.key === ' ') onClick(event);
  };
  target.addEventListener('click', onClick);
  target.addEventListener('keydown', onKey);
  return () => {
    target.removeEventListener('click', onClick);
    target.removeEventListener('keydown', onKey);
    restoreOverlay(wrapper);
    if (created) target.remove();
    else ['role', 'tabindex', 'aria-label'].forEach((name) => target.removeAttribute(name));
  };
}
