// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showSystemError } from '../../../../../src/chrome/system-error/system-error.ts';
import { closeTopLayer } from '../../../../../src/layers/stack.ts';
import { SYSTEM_ERROR_TEXT } from '../../../../../src/catalogue/en/system-error.ts';
import { registerCatalogue, setLocale } from '../../../../../src/catalogue/register.ts';

afterEach(async () => {
  setLocale('en');
  while (closeTopLayer()) {
    // close what a test left open
  }
  document.body.innerHTML = '';
});

describe('showSystemError', () => {
  it('shows the cleaned error with Reload Page and Clear; Clear closes it', async () => {
    const overlay = await showSystemError({ kind: 'cleaned' });
    expect(overlay.element.getAttribute('role')).toBe('alertdialog');
    expect(overlay.element.textContent).toContain('Something Went Wrong!');
    expect(overlay.element.textContent).toContain(SYSTEM_ERROR_TEXT.messages.message);
    const labels = Array.from(overlay.element.querySelectorAll('button'), (b) => b.textContent);
    expect(labels).toEqual(['Clear', 'Reload Page']);
    overlay.element.querySelector<HTMLButtonElement>('.site-dialog__button--cancel')!.click();
    expect(await overlay.result).toBe('cancel');
  });

  it('shows the active language, chosen after the overlay loaded', async () => {
    registerCatalogue('de', { systemError: { title: 'Etwas ist schiefgelaufen!', clear: 'Schließen' } });
    setLocale('de');
    const overlay = await showSystemError({ kind: 'cleaned' });
    expect(overlay.element.querySelector('h2')!.textContent).toBe('Etwas ist schiefgelaufen!');
    // Keys with no translation show English.
    expect(Array.from(overlay.element.querySelectorAll('button'), (b) => b.textContent)).toEqual(['Schließen', 'Reload Page']);
    overlay.close('cancel');
  });

  it('Reload Page reloads', async () => {
    const reload = vi.fn();
    const overlay = await showSystemError({ kind: 'cleaned' }, reload);
    overlay.element.querySelector<HTMLButtonElement>('.site-dialog__button--confirm')!.click();
    await overlay.result;
    expect(reload).toHaveBeenCalledOnce();
  });

  it('shows a network error with the server text or the fallback, and logs a network-error event', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const events: unknown[] = [];
    window.SiteRuntime = { bus: { emit: (...args: unknown[]) => events.push(args) } } as never;
    const overlay = await showSystemError({ kind: 'network', url: '/api/x' });
    expect(overlay.element.textContent).toContain('Unable to connect to the provider. Please try again.');
    expect(events.filter((e) => (e as string[])[0] === 'network:error')).toEqual([['network:error', { urlRequested: '/api/x', message: '' }]]);
    expect(warn).toHaveBeenCalled();
    overlay.close();
    await overlay.result;
    const second = await showSystemError({ kind: 'network', message: 'Server says no' });
    expect(second.element.textContent).toContain('Server says no');
    delete window.SiteRuntime;
  });

  it('shows other errors with the url, the format in upper case, the text and the key', async () => {
    const overlay = await showSystemError({ kind: 'other', url: '/api/y', format: 'json', message: 'bad', key: 'k-1' });
    const text = overlay.element.textContent!;
    expect(text).toContain('/api/y');
    expect(text).toContain('JSON');
    expect(text).toContain('bad');
    expect(text).toContain('k-1');
  });

  it('shows one overlay at a time, also while the first is still loading', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = showSystemError();
    const second = showSystemError();
    expect(second).toBe(first);
    expect(await showSystemError()).toBe(await first);
    expect(document.querySelectorAll('.site-system-error')).toHaveLength(1);
    expect(error).toHaveBeenCalledTimes(2);
  });

  it('shows a new overlay once the first has been closed', async () => {
    const first = await showSystemError();
    first.close();
    const next = await showSystemError({ kind: 'network', message: 'Again' });
    expect(next).not.toBe(first);
    expect(next.element.textContent).toContain('Again');
  });

  it('an Escape taken while the dialogs were loading cancels the overlay as it opens', async () => {
    const reload = vi.fn();
    const overlay = await showSystemError({ kind: 'cleaned' }, reload, () => true);
    expect(await overlay.result).toBe('cancel');
    expect(reload).not.toHaveBeenCalled();
  });

  it('gives its held place back when an overlay already shows', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await showSystemError();
    const release = vi.fn(() => false);
    await showSystemError({ kind: 'cleaned' }, undefined, release);
    expect(release).toHaveBeenCalled();
  });
});
