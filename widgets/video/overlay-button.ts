import { ownDoc } from '../../src/dom/doc.ts';

/**
 * The overlay as a native button (click, Enter and Space for free): the
 * thumbnail, the platform's opaque layer and play icon, named by `label`
 * (docs/behaviour/video.md#video). Built, not taken from the server's overlay,
 * whose `div`s are no control and whose image has no `alt`.
 */
export function overlayButton(label: string, thumbnail: string | undefined, onPlay: () => void): HTMLButtonElement {
  const button = ownDoc.createElement('button');
  button.type = 'button';
  button.className = thumbnail ? 'sqs-video-overlay' : 'sqs-video-overlay no-thumb';
  button.setAttribute('aria-label', label);
  if (thumbnail) {
    const img = ownDoc.createElement('img');
    img.className = 'site-video__thumb';
    img.setAttribute('src', thumbnail);
    img.alt = '';
    img.loading = 'lazy';
    button.append(img);
  }
  for (const name of ['sqs-video-opaque', 'sqs-video-icon']) {
    const layer = ownDoc.createElement('span');
    layer.className = name;
    layer.setAttribute('aria-hidden', 'true');
    button.append(layer);
  }
  button.addEventListener('click', onPlay);
  return button;
}
