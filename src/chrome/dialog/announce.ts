import { ownDoc } from '../../dom/doc.ts';

/**
 * A polite live region for messages that appear without taking focus (the
 * information dialog): screen readers do not reliably read a region that
 * is inserted already filled, so one empty region is created first and the
 * text is written into it a frame later.
 */
let region: HTMLElement | undefined;

/** Announces `text` to assistive technology without moving focus. */
export function announce(text: string): void {
  if (!region || !region.isConnected) {
    region = ownDoc.createElement('div');
    region.className = 'site-visually-hidden';
    region.setAttribute('role', 'status');
    region.setAttribute('aria-live', 'polite');
    ownDoc.body.append(region);
  }
  const target = region;
  target.textContent = '';
  requestAnimationFrame(() => {
    target.textContent = text;
  });
}
