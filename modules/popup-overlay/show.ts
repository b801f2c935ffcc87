/**
 * The popup overlay shown (docs/behaviour/popup-overlay.md#popup-overlay): a
 * modal layer on the Escape stack (the page behind made inert, focus given
 * back), with the census overlay call, button tracking in the popup-overlay
 * context and the newsletter form as an overlay form. Closing or signing up
 * updates the local record. Loaded by ./index.ts only when its rules show it.
 */
import type { Bus } from '../../src/bus.ts';
import type { SiteContext } from '../../src/site-context.ts';
import { pushLayer } from '../../src/layers/stack.ts';
import { BUTTON_CONTEXT, type ButtonTrackingPayload, handleTrackedClick, trackButtonRender, trackOverlay } from '../../src/census/index.ts';
import { type PopupOverlayRecord, writePopupRecord } from './record.ts';
import type { PopupOverlaySettings } from './settings.ts';
import { buildPopupOverlay } from './view.ts';
import { mountNewsletter } from './newsletter.ts';
import './popup-overlay.css';
import { ownDoc } from '../../src/dom/doc.ts';
import { LAYER_ID } from './layer.ts';

/** Shows the overlay now; returns its close (which records the closing). */
export function showPopupOverlay(settings: PopupOverlaySettings, record: PopupOverlayRecord | undefined, bus: Bus, site: SiteContext): () => void {
  const view = buildPopupOverlay(settings);
  const previous = ownDoc.activeElement;
  let submitted = record?.submitted ?? false;
  let closedDate = record?.closedDate;
  let closed = false;
  const undo: Array<() => void> = [];
  const finish = () => {
    if (closed) return;
    closed = true;
    layer.remove();
    undo.splice(0).forEach((step) => step());
    view.root.remove();
    closedDate = Date.now();
    writePopupRecord({ version: settings.version, submitted, closedDate });
    if (previous instanceof HTMLElement && previous.isConnected && previous !== ownDoc.body) previous.focus({ preventScroll: true });
    bus.emit('dialog:close', { id: LAYER_ID, kind: LAYER_ID, result: 'dismiss' });
  };
  // Pushed first, so an Escape from here on closes this overlay and nothing else.
  const layer = pushLayer({ kind: LAYER_ID, element: view.dialog, close: finish });
  // The page behind becomes inert while the overlay is open: focus and
  // assistive technology stay in the dialog without a focus-trap module of
  // its own (the dialogs' focus code would split into a chunk every dialog
  // then pays for).
  const behind = Array.from(ownDoc.body.children).filter((element) => !element.hasAttribute('inert'));
  behind.forEach((element) => element.setAttribute('inert', ''));
  undo.push(() => behind.forEach((element) => element.removeAttribute('inert')));
  ownDoc.body.append(view.root);
  view.close.addEventListener('click', finish);
  if (view.form && settings.form) {
    undo.push(
      mountNewsletter(view.form, settings.form, () => {
        submitted = true;
        writePopupRecord({ version: settings.version, submitted, closedDate });
      }),
    );
  }
  if (view.button && settings.button) {
    const anchor = view.button;
    const payload: ButtonTrackingPayload = {
      id: LAYER_ID,
      buttonText: settings.button.text,
      clickthroughUrl: settings.button.url,
      newWindow: settings.button.newWindow,
      context: BUTTON_CONTEXT.POPUP_OVERLAY,
    };
    void trackButtonRender(payload, site);
    anchor.addEventListener('click', (event) => handleTrackedClick(event, anchor, payload));
  }
  (view.form?.querySelector<HTMLInputElement>('input[name=email]') ?? view.close).focus({ preventScroll: true });
  bus.emit('dialog:open', { id: LAYER_ID, kind: LAYER_ID });
  void trackOverlay({ event: 'show', version: settings.version }, site);
  return finish;
}
