import { t } from '../../src/catalogue/index.ts';
import { VIEWER_TEXT } from '../../src/catalogue/en/viewer.ts';
import type { Autoplay } from './autoplay.ts';
import { ownDoc } from '../../src/dom/doc.ts';

/**
 * The slideshow's pause and play control (docs/behaviour/gallery.md#gallery-autoplay,
 * WCAG 2.2.2): a visible button named for what it will do, "Pause
 * slideshow" while playing and "Play slideshow" while paused. Returns it;
 * the caller places it.
 */
export function createPauseControl(autoplay: Autoplay): HTMLButtonElement {
  const button = ownDoc.createElement('button');
  button.type = 'button';
  button.className = 'sqs-gallery-control sqs-gallery-pause';
  const show = () => {
    button.setAttribute('aria-label', t(VIEWER_TEXT, autoplay.paused ? 'playSlides' : 'pauseSlides'));
    button.textContent = autoplay.paused ? '▶' : '❚❚';
  };
  button.addEventListener('click', () => {
    if (autoplay.paused) autoplay.play();
    else autoplay.pause();
    show();
  });
  show();
  return button;
}
