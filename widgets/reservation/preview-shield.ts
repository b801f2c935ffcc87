/**
 * The owner's preview shield (docs/behaviour/commerce.md#commerce): a button over the
 * block, named 'Preview Only', that answers a click (or Enter) with the
 * 'Preview Only' alert. A chunk of its own, so only a signed-in owner's
 * page downloads it, its words and the alert's code
 * (docs/behaviour/images.md#image-first-view).
 */
import type { BlockContext } from '../../src/block-context.ts';
import { contained } from '../../src/log.ts';
import { showPreviewOnly } from './preview-alert.ts';
import { previewTitle } from './preview-text.ts';
import { ownDoc } from '../../src/dom/doc.ts';

/** The class of a block that only previews. */
const PREVIEW_ONLY_CLASS = 'reservation-preview-only';

/** Puts the shield over the block; `where` names the block in console lines; `load` is its context's. Returns the undo. */
export function addPreviewShield(element: HTMLElement, where: string, load: BlockContext['load']): () => void {
  element.classList.add(PREVIEW_ONLY_CLASS);
  const shield = ownDoc.createElement('button');
  shield.type = 'button';
  shield.className = 'reservation-preview-shield';
  shield.setAttribute('aria-label', previewTitle());
  shield.addEventListener('click', (event) => {
    event.preventDefault();
    showPreviewOnly(load).catch(contained(`${where}: the preview alert`));
  });
  element.append(shield);
  return () => {
    shield.remove();
    element.classList.remove(PREVIEW_ONLY_CLASS);
  };
}
