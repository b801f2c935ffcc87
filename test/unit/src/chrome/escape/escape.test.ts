// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onEscape } from '../../../../../src/chrome/escape/escape.ts';
import { closeTopLayer, pushLayer } from '../../../../../src/layers/stack.ts';
import type { SiteRuntime } from '../../../../../src/runtime-api.ts';

function runtime(extra: Record<string, unknown> = {}, emit = vi.fn()): SiteRuntime {
  return { context: { website: { id: 'w' }, pageType: 2, ...extra }, bus: { emit } } as unknown as SiteRuntime;
}
const key = (init: KeyboardEventInit = {}, target: EventTarget = document.body): KeyboardEvent => {
  const event = new KeyboardEvent('keydown', { key: 'Escape', keyCode: 27, bubbles: true, cancelable: true, ...init } as KeyboardEventInit);
  target.dispatchEvent(event);
  return event;
};

afterEach(() => {
  while (closeTopLayer()) {
    // empty the stack
  }
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('onEscape', () => {
  it('does nothing for an Escape a layer used', () => {
    const close = vi.fn();
    pushLayer({ close });
    const event = key();
    expect(close).toHaveBeenCalledOnce();
    expect(onEscape(event, runtime({ authenticatedAccount: { id: 'a' } }))).toBe('ignored');
  });

  it('leaves a layer that opened after the press open, and does not leave the page', () => {
    const event = key();
    const first = vi.fn();
    const second = vi.fn();
    pushLayer({ close: first });
    pushLayer({ close: second });
    // Signed in, the press would otherwise have gone to the config area ('config').
    expect(onEscape(event, runtime({ authenticatedAccount: { id: 'a' } }))).toBe('ignored');
    expect(second).not.toHaveBeenCalled();
    expect(first).not.toHaveBeenCalled();
  });

  it('does nothing for a logged-out visitor without the setting', () => {
    expect(onEscape(key(), runtime())).toBe('none');
  });

  it('sends a logged-out visitor to log in when the site lets Escape log in, cancelling the signup dialog', () => {
    const emit = vi.fn();
    // jsdom cannot navigate: the outcome and the event are what we check.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      onEscape(key(), runtime({ websiteSettings: { useEscapeKeyToLogin: true } }, emit));
    } catch {
      // navigation not implemented in jsdom
    }
    expect(emit).toHaveBeenCalledWith('signup-dialog:cancel', {});
  });

  it('leaves an Escape typed in a text field to the field', () => {
    const input = document.body.appendChild(document.createElement('input'));
    expect(onEscape(key({}, input), runtime({ authenticatedAccount: { id: 'a' } }))).toBe('ignored');
  });

  it('takes shift+Escape as logout, which needs a signed-in account', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    expect(onEscape(key({ shiftKey: true }), runtime())).toBe('logout');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('ignores other keys', () => {
    expect(onEscape(key({ key: 'Enter', keyCode: 13 }), runtime())).toBe('ignored');
  });
});
