// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handleTrackedClick, shouldHoldNavigation } from '../../../../src/census/click.ts';
import { BUTTON_CONTEXT } from '../../../../src/census/tracking.ts';
import { createBus } from '../../../../src/bus.ts';

const payload = {
  id: 'b1',
  buttonText: 'Buy',
  clickthroughUrl: '/buy',
  alignment: 'center',
  size: 'large',
  newWindow: false,
  context: BUTTON_CONTEXT.BUTTON_BLOCK,
};

function link(attrs: Record<string, string>): HTMLAnchorElement {
  const a = document.createElement('a');
  for (const [k, v] of Object.entries(attrs)) a.setAttribute(k, v);
  document.body.append(a);
  return a;
}
const click = (init: MouseEventInit = {}) => new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });

beforeEach(() => {
  window.SiteRuntime = { context: { website: { id: 'w1' }, pageType: 2 }, bus: createBus() } as never;
});
afterEach(() => {
  delete window.SiteRuntime;
  document.body.replaceChildren();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('which button clicks wait for tracking', () => {
  it('holds plain clicks on http(s) links to another page', () => {
    expect(shouldHoldNavigation(click(), link({ href: '/buy' }))).toBe(true);
    expect(shouldHoldNavigation(click(), link({ href: 'https://example.org/x' }))).toBe(true);
    expect(shouldHoldNavigation(click(), link({ href: '/buy', target: '_self' }))).toBe(true);
  });

  it('leaves mailto, tel, in-page anchors, downloads and links without href alone', () => {
    for (const href of ['mailto:a@example.com', 'tel:+123456', '#top', 'javascript:void(0)']) {
      expect(shouldHoldNavigation(click(), link({ href }))).toBe(false);
    }
    expect(shouldHoldNavigation(click(), link({}))).toBe(false);
    expect(shouldHoldNavigation(click(), link({ href: '/file.pdf', download: '' }))).toBe(false);
    expect(shouldHoldNavigation(click(), link({ href: location.pathname + '#section' }))).toBe(false);
  });

  it('leaves modified clicks, other buttons and new windows alone', () => {
    const a = link({ href: '/buy' });
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect(shouldHoldNavigation(click(init), a)).toBe(false);
    }
    expect(shouldHoldNavigation(click(), link({ href: '/buy', target: '_blank' }))).toBe(false);
  });
});

describe('a tracked click', () => {
  it('sends the tracking first, then navigates', async () => {
    const order: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) => {
        order.push(`fetch ${path}`);
        return new Response(null, { status: 204 });
      }),
    );
    const a = link({ href: '/buy' });
    const event = click();
    const navigated = new Promise<string>((resolve) => handleTrackedClick(event, a, payload, (url) => resolve(url)));
    expect(event.defaultPrevented).toBe(true);
    order.push(`navigate ${new URL(await navigated).pathname}`);
    expect(order).toEqual(['fetch /api/census/button-click', 'navigate /buy']);
  });

  it('navigates at the 2500 ms timeout when the census hangs, once however often it is clicked', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    const a = link({ href: '/buy' });
    const navigate = vi.fn();
    handleTrackedClick(click(), a, payload, navigate);
    handleTrackedClick(click(), a, payload, navigate);
    await vi.advanceTimersByTimeAsync(2499);
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(navigate).toHaveBeenCalledOnce();
  });

  it('does not prevent a new-window click but still tracks it', () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    const event = click();
    expect(handleTrackedClick(event, link({ href: '/buy', target: '_blank' }), payload)).toBe(false);
    expect(event.defaultPrevented).toBe(false);
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('sends nothing without consent under a restrictive policy, and navigates at once', async () => {
    window.SiteRuntime = {
      context: { website: { id: 'w1' }, pageType: 2, cookieSettings: { isRestrictiveCookiePolicyEnabled: true } },
      bus: createBus(),
    } as never;
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    const url = await new Promise<string>((resolve) => handleTrackedClick(click(), link({ href: '/buy' }), payload, resolve));
    expect(new URL(url).pathname).toBe('/buy');
    expect(fetch).not.toHaveBeenCalled();
  });
});
