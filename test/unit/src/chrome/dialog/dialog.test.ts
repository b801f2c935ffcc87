// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportedErrors } from '../../../support/reported-errors.ts';
import { DIALOG_BASE_Z_INDEX, openDialog } from '../../../../../src/chrome/dialog/dialog.ts';
import { alertDialog, informationDialog } from '../../../../../src/chrome/dialog/presets.ts';
import { registerCatalogue, setLocale } from '../../../../../src/catalogue/register.ts';
import { closeTopLayer, layerCount } from '../../../../../src/layers/stack.ts';

/** The scroll lock's mark on the root element (src/layers/scroll-lock.ts). */
const isScrollLocked = () => document.documentElement.hasAttribute('data-scroll-locked');
const escape = () => document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
const buttons = (el: HTMLElement) => Array.from(el.querySelectorAll('button'), (b) => b.textContent);

afterEach(() => {
  while (closeTopLayer()) {
    // close what a test left open: the stack and the scroll lock are per page
  }
  vi.useRealTimers();
  setLocale('en');
  document.body.innerHTML = '';
});

const reported = reportedErrors();

describe('openDialog', () => {
  it('is a labelled, described modal dialog with Cancel and Confirm by default', async () => {
    const opener = document.body.appendChild(document.createElement('button'));
    opener.focus();
    const dialog = openDialog({ title: 'Delete page?', message: 'This cannot be undone.' });
    await dialog.ready;
    const panel = dialog.element;
    expect(panel.getAttribute('role')).toBe('dialog');
    expect(panel.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(panel.getAttribute('aria-labelledby')!)!.textContent).toBe('Delete page?');
    expect(document.getElementById(panel.getAttribute('aria-describedby')!)!.textContent).toBe('This cannot be undone.');
    expect(buttons(panel)).toEqual(['Cancel', 'Confirm']);
    expect(document.activeElement!.textContent).toBe('Confirm');
    expect(isScrollLocked()).toBe(true);
    expect((panel.parentElement as HTMLElement).style.zIndex).toBe(String(DIALOG_BASE_Z_INDEX));
    (panel.querySelector('.site-dialog__button--confirm') as HTMLButtonElement).click();
    expect(await dialog.result).toBe('confirm');
    await dialog.destroyed;
    expect(panel.isConnected).toBe(false);
    expect(dialog.state).toBe('destroyed');
    expect(isScrollLocked()).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('offers each style: confirm/reject, confirm only, no buttons', () => {
    expect(buttons(openDialog({ style: 'confirm-reject', title: 'a' }).element)).toEqual(['Reject', 'Confirm']);
    expect(buttons(openDialog({ style: 'confirm', title: 'b' }).element)).toEqual(['Confirm']);
    expect(buttons(openDialog({ style: 'none', title: 'c' }).element)).toEqual([]);
  });

  it('is cancelled by Escape, runs its callbacks and emits dialog:open and dialog:close', async () => {
    const events: unknown[] = [];
    window.SiteRuntime = { bus: { emit: (name: string, payload: unknown) => events.push([name, payload]) } } as never;
    const onCancel = vi.fn();
    const onDestroy = vi.fn();
    const dialog = openDialog({ title: 'x', kind: 'confirm', onCancel, onDestroy });
    escape();
    expect(await dialog.result).toBe('cancel');
    await dialog.destroyed;
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onDestroy).toHaveBeenCalledWith('cancel');
    expect(events).toEqual([
      ['dialog:open', { id: dialog.id, kind: 'confirm' }],
      ['dialog:close', { id: dialog.id, kind: 'confirm', result: 'cancel' }],
    ]);
    delete window.SiteRuntime;
  });

  it('stacks: Escape closes the newest first, and each gets a higher z-index', async () => {
    const first = openDialog({ title: 'first' });
    const second = openDialog({ title: 'second' });
    expect(Number((second.element.parentElement as HTMLElement).style.zIndex)).toBeGreaterThan(
      Number((first.element.parentElement as HTMLElement).style.zIndex),
    );
    escape();
    expect(await second.result).toBe('cancel');
    expect(first.state).not.toBe('hiding');
    expect(layerCount()).toBe(1);
    escape();
    expect(await first.result).toBe('cancel');
  });

  it('contains a throwing callback', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const dialog = openDialog({
      title: 'x',
      onConfirm: () => {
        throw new Error('bad');
      },
    });
    dialog.close('confirm');
    await dialog.destroyed;
    expect(error).toHaveBeenCalled();
    expect(reported).toEqual([new Error('bad')]);
  });

  it('writes visitor text as text, never as HTML', () => {
    const dialog = openDialog({ title: '<img src=x onerror=alert(1)>', message: '<b>bold</b>' });
    expect(dialog.element.querySelector('img, b')).toBeNull();
  });
});

describe('presets', () => {
  it('alert is an alertdialog with one Okay button', () => {
    const dialog = alertDialog('Either your session has expired.');
    expect(dialog.element.getAttribute('role')).toBe('alertdialog');
    expect(buttons(dialog.element)).toEqual(['Okay']);
    // With no title the message names the dialog.
    expect(document.getElementById(dialog.element.getAttribute('aria-labelledby')!)!.textContent).toBe('Either your session has expired.');
  });

  it('labels its default buttons in the language active when it opens, English for keys not translated', () => {
    // Chosen after the dialogs' module loaded: the labels are read per dialog, not at load.
    registerCatalogue('fr', { dialog: { okay: 'D’accord', cancel: 'Annuler' } });
    setLocale('fr');
    expect(buttons(alertDialog('Enregistré.').element)).toEqual(['D’accord']);
    expect(buttons(openDialog({ title: 'Supprimer ?' }).element)).toEqual(['Annuler', 'Confirm']);
    expect(buttons(openDialog({ title: 'Garder ?', style: 'confirm-reject', confirmText: 'Oui' }).element)).toEqual(['Reject', 'Oui']);
    setLocale('en');
    expect(buttons(alertDialog('Saved.').element)).toEqual(['Okay']);
  });

  it('information is non-modal, top right, and hides itself after 2000 ms', async () => {
    vi.useFakeTimers();
    const before = document.body.appendChild(document.createElement('button'));
    before.focus();
    const dialog = informationDialog('Logout Successful', 'You have been successfully logged out.');
    expect(dialog.element.getAttribute('aria-modal')).toBe('false');
    expect(dialog.element.parentElement!.classList.contains('site-dialog-root--top-right')).toBe(true);
    expect(document.activeElement).toBe(before);
    expect(isScrollLocked()).toBe(false);
    vi.advanceTimersByTime(1999);
    expect(dialog.state).not.toBe('hiding');
    vi.advanceTimersByTime(1);
    expect(dialog.state === 'hiding' || dialog.state === 'destroyed').toBe(true);
    expect(await dialog.result).toBe('dismiss');
  });
});
