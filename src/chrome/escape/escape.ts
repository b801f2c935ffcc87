/**
 * The Escape key's fallbacks (docs/behaviour/layers.md#escape: "With nothing open,
 * Escape falls back"; key code 27). Open layers close one at a time on the Escape stack
 * (src/layers/stack.ts), which acts first; this module runs only for an
 * Escape no layer used:
 *
 * 1. shift+Escape logs out (only when signed in);
 * 2. in the backend (the editing frame), plain Escape closes the guide if it
 *    is open, else toggles full-screen preview;
 * 3. otherwise a logged-in user goes to the config area; a logged-out
 *    visitor only when the site lets Escape log in
 *    (`websiteSettings.useEscapeKeyToLogin`), and then a visible signup
 *    dialog is cancelled first (`signup-dialog:cancel`).
 *
 * An Escape typed in a text field belongs to the field: no fallback runs,
 * so nobody loses what they typed by leaving the page. Nor does Escape leave
 * (log out, config area, log in) while any field on the page holds typed data,
 * wherever the focus is (docs/behaviour/layers.md#escape-typed-data).
 */
import { isEscape, layerCount, wasHandled } from '../../layers/stack.ts';
import type { SiteRuntime } from '../../runtime-api.ts';
import { configUrl, editingFrameParent, navigate } from '../../editing-frame.ts';
import { escapeInBackend } from './backend.ts';
import { holdsTypedData } from './typed-data.ts';
import { fail } from '../../log.ts';

/** What the fallback did, for tests and the console. */
export type EscapeOutcome = 'ignored' | 'typed-data' | 'logout' | 'close-guide' | 'toggle-preview' | 'config' | 'login' | 'none';

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !['button', 'checkbox', 'radio', 'submit', 'reset', 'image', 'range', 'color', 'file'].includes(target.type);
}

/** Whether the site lets a logged-out visitor log in with Escape. */
function escapeLogsIn(runtime: SiteRuntime): boolean {
  return runtime.context.websiteSettings?.useEscapeKeyToLogin === true;
}

/**
 * Handles one Escape keydown the stack did not use. `typed`: the fields the visitor typed in
 * or changed, which the idle start notes from its first start (src/chrome/idle-start/index.ts).
 */
export function onEscape(event: KeyboardEvent, runtime: SiteRuntime, typed: Iterable<EventTarget> = []): EscapeOutcome {
  if (!isEscape(event) || wasHandled(event) || event.defaultPrevented) return 'ignored';
  // A layer open at the press used it on the stack (wasHandled, above), and one
  // whose code was still downloading held its place there (src/layers/open-held.ts).
  // So a layer open now opened after the press, while it waited for this module
  // (or for the idle start to take it over): the press was not meant for it, and
  // no fallback leaves a page with a layer open.
  if (layerCount()) return 'ignored';
  if (isEditable(event.target)) return 'ignored';
  const backend = editingFrameParent();
  // Every fallback below but the backend's leaves the page: not with typed data on it.
  if (!backend && holdsTypedData(typed)) return 'typed-data';
  if (event.shiftKey) {
    // Loaded only now: an Escape that does nothing else never pays for the
    // logout flow and the data layer behind it.
    import('../owner/logout.ts').then((module) => module.logout(runtime)).catch((error: unknown) => fail('logout failed:', error));
    return 'logout';
  }
  if (backend) return escapeInBackend(backend);
  if (runtime.context.authenticatedAccount) {
    navigate(configUrl());
    return 'config';
  }
  if (escapeLogsIn(runtime)) {
    runtime.bus.emit('signup-dialog:cancel', {});
    navigate(configUrl());
    return 'login';
  }
  return 'none';
}
