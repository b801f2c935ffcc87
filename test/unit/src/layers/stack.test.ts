// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportedErrors } from '../../support/reported-errors.ts';
import { closeTopLayer, holdLayer, layerCount, pushLayer, wasHandled } from '../../../../src/layers/stack.ts';

function escape(target: EventTarget = document.body, init: KeyboardEventInit = {}): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key: 'Escape', keyCode: 27, bubbles: true, cancelable: true, ...init } as KeyboardEventInit);
  target.dispatchEvent(event);
  return event;
}

function press(target: Element): PointerEvent {
  // jsdom has no PointerEvent constructor in every version: a MouseEvent named pointerdown carries button too.
  const Ctor = (globalThis.PointerEvent ?? MouseEvent) as typeof MouseEvent;
  const event = new Ctor('pointerdown', { bubbles: true, cancelable: true, button: 0 }) as PointerEvent;
  target.dispatchEvent(event);
  return event;
}

afterEach(() => {
  while (closeTopLayer()) {
    // empty the shared stack between tests
  }
  document.body.innerHTML = '';
});

const reported = reportedErrors();

describe('the Escape stack', () => {
  it('closes open layers one at a time, most recent first', () => {
    const closed: string[] = [];
    pushLayer({ close: () => closed.push('first') });
    pushLayer({ close: () => closed.push('second') });
    escape();
    expect(closed).toEqual(['second']);
    expect(layerCount()).toBe(1);
    escape();
    expect(closed).toEqual(['second', 'first']);
    expect(layerCount()).toBe(0);
  });

  it('closes exactly one layer when Escape arrives while the top layer is still opening', () => {
    const closed: string[] = [];
    pushLayer({ close: () => closed.push('below') });
    const opening = pushLayer({ close: (reason) => closed.push(`opening:${reason}`) });
    const event = escape();
    expect(closed).toEqual(['opening:escape']);
    expect(opening.open).toBe(false);
    expect(layerCount()).toBe(1);
    expect(wasHandled(event)).toBe(true);
  });

  it('acts once per event even when the same event reaches the listener twice', () => {
    const closed: string[] = [];
    pushLayer({ close: () => closed.push('a') });
    pushLayer({ close: () => closed.push('b') });
    const event = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    document.body.dispatchEvent(event);
    // Re-dispatching the very same event object must not close a second layer.
    document.body.dispatchEvent(event);
    expect(closed).toEqual(['b']);
  });

  it('marks the Escape it used as handled and default-prevented, so the page fallbacks skip it', () => {
    pushLayer({ close: () => undefined });
    const event = escape();
    expect(event.defaultPrevented).toBe(true);
    expect(wasHandled(event)).toBe(true);
  });

  it('leaves Escape alone when nothing is open, and when a control inside the layer used it', () => {
    expect(wasHandled(escape())).toBe(false);
    const close = vi.fn();
    pushLayer({ close });
    const input = document.body.appendChild(document.createElement('input'));
    input.addEventListener('keydown', (e) => e.preventDefault());
    escape(input);
    expect(close).not.toHaveBeenCalled();
    expect(layerCount()).toBe(1);
  });

  it('recognises Escape by its key code 27 too', () => {
    const close = vi.fn();
    pushLayer({ close });
    escape(document.body, { key: 'Esc', keyCode: 27 } as KeyboardEventInit);
    expect(close).toHaveBeenCalledWith('escape');
  });

  it('closes the top layer on a press outside it, but not inside it or inside a control area', () => {
    const panel = document.body.appendChild(document.createElement('div'));
    const inside = panel.appendChild(document.createElement('button'));
    const banner = document.body.appendChild(document.createElement('div'));
    banner.setAttribute('data-layer-control', '');
    const bannerButton = banner.appendChild(document.createElement('button'));
    const outside = document.body.appendChild(document.createElement('p'));
    const close = vi.fn();
    pushLayer({ close, element: panel });
    press(inside);
    press(bannerButton);
    press(document.documentElement);
    expect(close).not.toHaveBeenCalled();
    press(outside);
    expect(close).toHaveBeenCalledWith('outside');
  });

  it('keeps a layer that opts out of outside presses', () => {
    const panel = document.body.appendChild(document.createElement('div'));
    const close = vi.fn();
    pushLayer({ close, element: panel, closeOnOutsidePress: false });
    press(document.body.appendChild(document.createElement('p')));
    expect(close).not.toHaveBeenCalled();
  });

  it('contains a layer whose close throws, and still takes it off the stack', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    pushLayer({
      close: () => {
        throw new Error('boom');
      },
      kind: 'broken',
    });
    escape();
    expect(layerCount()).toBe(0);
    expect(error).toHaveBeenCalled();
    expect(reported).toEqual([new Error('boom')]);
  });

  it('lets a layer that closed itself leave the stack without being closed again', () => {
    const close = vi.fn();
    const handle = pushLayer({ close });
    handle.remove();
    handle.remove();
    expect(handle.open).toBe(false);
    escape();
    expect(close).not.toHaveBeenCalled();
  });
});

describe('holding a place for a layer still loading', () => {
  it('takes the Escape pressed meanwhile, keeping it from the page, and says so on release', () => {
    const release = holdLayer('system-error');
    expect(layerCount()).toBe(1);
    const event = escape();
    expect(event.defaultPrevented).toBe(true);
    expect(layerCount()).toBe(0);
    expect(release()).toBe(true);
    expect(release()).toBe(true);
  });

  it('gives the place up untouched when no Escape came', () => {
    const release = holdLayer('information');
    expect(release()).toBe(false);
    expect(layerCount()).toBe(0);
    expect(escape().defaultPrevented).toBe(false);
  });

  it('is one layer among the others: one Escape closes only the newest', () => {
    const closed: string[] = [];
    pushLayer({ close: () => closed.push('dialog') });
    const release = holdLayer('system-error');
    escape();
    expect(closed).toEqual([]);
    expect(release()).toBe(true);
    expect(layerCount()).toBe(1);
  });

  it('ignores presses outside: a place with nothing on screen has no outside', () => {
    const release = holdLayer('alert');
    document.body.innerHTML = '<p id="outside">text</p>';
    press(document.getElementById('outside')!);
    expect(release()).toBe(false);
  });
});
