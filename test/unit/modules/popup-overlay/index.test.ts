// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { start } from '../../../../modules/popup-overlay/index.ts';
import { readPopupRecord } from '../../../../modules/popup-overlay/record.ts';
import { moduleContext } from '../context.ts';

// The value the runtime uses, written out (its module keeps it private).
const RECORD_KEY = 'ss-popup-overlay';

const env = { now: Date.now(), mobile: false, pageType: 2, screenshot: false };
const popupOverlaySettings = {
  enableMobile: true,
  style: 2,
  version: 4,
  showUntilSignup: true,
  displayFrequency: 7,
  title: 'Join our list',
  body: 'News and offers, once a month.',
  buttonText: 'Shop now',
  buttonUrl: '/shop',
  form: { formId: 'overlay-form', collectionId: 'c1' },
};
const context = (extra: Record<string, unknown> = {}) =>
  moduleContext('popup-overlay', { websiteSettings: { popupOverlaySettings: { ...popupOverlaySettings, ...extra } } });
const escape = () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
/** Until the overlay, asked for once the rules show it (./show.ts), is on the page. */
const shown = () => vi.waitFor(() => expect(document.querySelector('.sqs-popup-overlay')).not.toBeNull());

// The overlay's module compiled once before the tests, so its import in them is a matter of ticks on a busy machine too.
beforeAll(() => import('../../../../modules/popup-overlay/show.ts'));

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify({ key: 'k' }), { status: 200 }))),
  );
  document.body.innerHTML = '<button id="before">before</button>';
  document.getElementById('before')!.focus();
});
afterEach(() => {
  escape();
  document.body.innerHTML = '';
  localStorage.clear();
  vi.unstubAllGlobals();
  delete document.documentElement.dataset.popupOverlay;
});

describe('the popup overlay', () => {
  it('opens as a modal dialog named by its title, focus on the email field', async () => {
    const ctx = context();
    const opened = vi.fn();
    ctx.bus.on('dialog:open', opened);
    start(ctx, env);
    await shown();
    const dialog = document.querySelector('[role=dialog]')!;
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).toBe('Join our list');
    expect(document.activeElement!.getAttribute('name')).toBe('email');
    expect(opened).toHaveBeenCalledWith({ id: 'popup-overlay', kind: 'popup-overlay' });
    expect(document.documentElement.dataset.popupOverlay).toBe('show');
    // The page behind is inert while it is open.
    expect(document.getElementById('before')!.hasAttribute('inert')).toBe(true);
    expect(document.querySelector('.sqs-popup-overlay')!.hasAttribute('inert')).toBe(false);
  });

  it('Escape closes it, writes the local record and gives focus back', async () => {
    const ctx = context();
    const closed = vi.fn();
    ctx.bus.on('dialog:close', closed);
    start(ctx, env);
    await shown();
    escape();
    expect(document.querySelector('.sqs-popup-overlay')).toBeNull();
    expect(readPopupRecord()).toMatchObject({ version: 4, submitted: false });
    expect(readPopupRecord()!.closedDate).toBeGreaterThan(0);
    expect(document.activeElement!.id).toBe('before');
    expect(document.getElementById('before')!.hasAttribute('inert')).toBe(false);
    expect(closed).toHaveBeenCalledWith({ id: 'popup-overlay', kind: 'popup-overlay', result: 'dismiss' });
  });

  it('the close button closes it too, and a recent close keeps it away', async () => {
    start(context(), env);
    await shown();
    document.querySelector<HTMLButtonElement>('.sqs-popup-overlay-close')!.click();
    expect(document.querySelector('.sqs-popup-overlay')).toBeNull();
    start(context(), env);
    expect(document.querySelector('.sqs-popup-overlay')).toBeNull();
    expect(document.documentElement.dataset.popupOverlay).toBe('closed-recently');
  });

  it('writes settings as text only; the call to action opens safely in a new window', async () => {
    start(context({ title: '<img src=x onerror=alert(1)>', newWindow: true }), env);
    await shown();
    expect(document.querySelector('.sqs-popup-overlay img')).toBeNull();
    const link = document.querySelector<HTMLAnchorElement>('.sqs-popup-overlay-button')!;
    expect(link.target).toBe('_blank');
    expect(link.rel).toBe('noopener noreferrer');
  });

  it('an unreadable stored record counts as absent', async () => {
    localStorage.setItem(RECORD_KEY, '{not json');
    start(context(), env);
    await shown();
  });

  it('waits for the cookie banner to be answered when it is enabled', async () => {
    const ctx = context({ isCookieBannerEnabled: true });
    start(ctx, env);
    // However long the visitor takes: the overlay has arrived, and still waits.
    await import('../../../../modules/popup-overlay/show.ts');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.querySelector('.sqs-popup-overlay')).toBeNull();
    expect(document.documentElement.dataset.popupOverlay).toBe('waiting-for-consent');
    ctx.bus.emit('consent:change', { allowed: true, time: Date.now() });
    await shown();
  });

  it('a bad email shows the documented message and sends nothing', async () => {
    start(context(), env);
    await shown();
    document.querySelector<HTMLInputElement>('input[name=email]')!.value = 'nope';
    document.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true }));
    await vi.waitFor(() => expect(document.querySelector('[role=alert]')!.textContent).not.toBe(''));
    expect(document.querySelector('[role=alert]')!.textContent).toBe('Email is not valid. Email addresses should follow the format name@example.com.');
    expect(vi.mocked(fetch).mock.calls.some(([url]) => String(url).includes('/api/form/'))).toBe(false);
  });

  it('a good email is sent as an overlay form; the success text replaces the form and the record says submitted', async () => {
    vi.mocked(fetch).mockImplementation(() => Promise.resolve(new Response(JSON.stringify({ key: 'k1' }), { status: 200 })));
    start(context(), env);
    await shown();
    document.querySelector<HTMLInputElement>('input[name=email]')!.value = 'ada@example.com';
    document.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true }));
    await vi.waitFor(() => expect(document.querySelector('.sqs-popup-overlay-success')).not.toBeNull());
    expect(document.activeElement!.textContent).toBe('Thank you!');
    const save = vi.mocked(fetch).mock.calls.find(([url]) => String(url) === '/api/form/SaveFormSubmission')!;
    const body = new URLSearchParams(String(save[1]!.body));
    expect(body.get('isOverlayForm')).toBe('true');
    expect(body.get('formId')).toBe('overlay-form');
    expect(readPopupRecord()).toMatchObject({ version: 4, submitted: true });
  });
});

describe('what arrives when', () => {
  it("an Escape while the overlay is still arriving is its own (handled, so the page's Escape fallbacks leave it), and the overlay never opens", async () => {
    start(context(), env);
    // Before the import has settled: the place on the Escape stack is held.
    const key = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    document.dispatchEvent(key);
    expect(key.defaultPrevented).toBe(true);
    await import('../../../../modules/popup-overlay/show.ts');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.querySelector('.sqs-popup-overlay')).toBeNull();
    expect(readPopupRecord()).toBeUndefined();
    expect(document.documentElement.dataset.popupOverlay).toBe('closed-before-shown');
  });

  it('stopped before the overlay arrives, it never opens', async () => {
    const stop = start(context(), env)!;
    stop();
    await import('../../../../modules/popup-overlay/show.ts');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.querySelector('.sqs-popup-overlay')).toBeNull();
  });
});

describe('screenshot mode', () => {
  it('reads ?screenshot exactly as the consent code does', async () => {
    const { isScreenshotRender } = await import('../../../../modules/popup-overlay/index.ts');
    const { isScreenshotMode } = await import('../../../../src/consent/screenshot-mode.ts');
    for (const search of ['', '?screenshot', '?screenshot=1', '?screenshot=false', '?a=1&screenshot=true'])
      expect(isScreenshotRender(search)).toBe(isScreenshotMode(search));
  });
});
