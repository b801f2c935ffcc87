// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSiteContext } from '../../../loader/context.ts';

function withContext(json: string | null) {
  document.head.innerHTML = json === null ? '' : `<script type="application/json" id="site-context">${json}</script>`;
}

describe('reading the site context', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    delete window.Static;
  });

  it('reads #site-context JSON as is', () => {
    withContext('{"website":{"id":"w1","baseUrl":"https://example.com"},"pageType":50,"authenticatedAccount":{"id":"a1"}}');
    const context = readSiteContext(window);
    expect(context.website).toEqual({ id: 'w1', baseUrl: 'https://example.com' });
    expect(context.pageType).toBe(50);
    expect(context.authenticatedAccount).toEqual({ id: 'a1' });
  });

  it('falls back to Static.SQUARESPACE_CONTEXT when there is no #site-context', () => {
    withContext(null);
    window.Static = { SQUARESPACE_CONTEXT: { website: { id: 'w2' }, pageType: 2 } };
    expect(readSiteContext(window).website.id).toBe('w2');
  });

  it('warns and uses defaults (a logged-out visitor) when there is none', () => {
    withContext(null);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const context = readSiteContext(window);
    expect(context).toMatchObject({ website: { id: '' }, pageType: 2 });
    expect(context.authenticatedAccount).toBeUndefined();
    expect(warn.mock.calls.map((c) => c.join(' ')).join('\n')).toContain('no site context');
  });

  it('warns about invalid JSON and uses defaults', () => {
    withContext('{"website":');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readSiteContext(window)).toMatchObject({ website: { id: '' }, pageType: 2 });
    expect(warn.mock.calls[0]!.join(' ')).toContain('#site-context is not valid JSON');
  });

  it.each([
    ['pageType', '{"website":{"id":"w"},"pageType":"2"}', 'site context field "pageType" is invalid ("2"): default used'],
    ['website', '{"website":"w","pageType":2}', 'site context field "website" is invalid ("w"): default used'],
    ['website.id', '{"website":{"id":7},"pageType":2}', 'site context field "website.id" is invalid (7): default used'],
    [
      'authenticatedAccount',
      '{"website":{"id":"w"},"pageType":2,"authenticatedAccount":"yes"}',
      'site context field "authenticatedAccount.id" is invalid ("yes"): default used',
    ],
    [
      'authenticatedAccount.id',
      '{"website":{"id":"w"},"pageType":2,"authenticatedAccount":{"id":5}}',
      'site context field "authenticatedAccount.id" is invalid ({"id":5}): default used',
    ],
  ])('names the field at fault: %s', (_field, json, message) => {
    withContext(json);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const context = readSiteContext(window);
    expect(warn.mock.calls.map((c) => c.join(' '))).toContain(`[site-runtime] ${message}`);
    expect(typeof context.pageType).toBe('number');
    expect(typeof context.website.id).toBe('string');
    if (_field.startsWith('authenticatedAccount')) expect(context.authenticatedAccount).toBeUndefined();
  });

  it('does not share default objects between reads', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    withContext('{"pageType":2}');
    const a = readSiteContext(window);
    a.website.id = 'changed';
    withContext('{"pageType":2}');
    expect(readSiteContext(window).website.id).toBe('');
  });

  describe('a hostile page (behaviour/start-up.md#security-model)', () => {
    it('reads #site-context even with a throwing Static getter and an element named getElementById', () => {
      withContext('{"website":{"id":"w1"},"pageType":2}');
      Object.defineProperty(window, 'Static', {
        configurable: true,
        get: () => {
          throw new Error('boom');
        },
      });
      const img = document.body.appendChild(document.createElement('img'));
      img.setAttribute('name', 'getElementById');
      const img2 = document.body.appendChild(document.createElement('img'));
      img2.setAttribute('name', 'querySelector');
      try {
        expect(readSiteContext(window).website.id).toBe('w1');
      } finally {
        img.remove();
        img2.remove();
        Object.defineProperty(window, 'Static', { configurable: true, writable: true, value: undefined });
      }
    });

    it('copies a frozen, circular or BigInt context instead of throwing', () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      withContext(null);
      const circular: Record<string, unknown> = { pageType: '3', visits: 10n, website: Object.freeze({ id: 7 }) };
      circular.self = circular;
      window.Static = { SQUARESPACE_CONTEXT: Object.freeze(circular) };
      const context = readSiteContext(window);
      expect(context.website.id).toBe('');
      expect(context.pageType).toBe(2);
      expect(circular.pageType).toBe('3');
      // A BigInt where a checked field should be cannot be shown: defaults, no throw.
      window.Static = { SQUARESPACE_CONTEXT: { website: { id: 'w' }, pageType: 10n } };
      expect(readSiteContext(window)).toMatchObject({ website: { id: '' }, pageType: 2 });
    });

    it('a context whose getter throws gives defaults', () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      withContext(null);
      window.Static = {
        SQUARESPACE_CONTEXT: {
          get website() {
            throw new Error('boom');
          },
        },
      };
      expect(readSiteContext(window)).toMatchObject({ website: { id: '' }, pageType: 2 });
    });
  });

  describe("only the site's own context (docs/security.md#site-context)", () => {
    it("prefers the platform's Static.SQUARESPACE_CONTEXT to #site-context", () => {
      withContext('{"website":{"id":"from-json"},"pageType":2}');
      window.Static = { SQUARESPACE_CONTEXT: { website: { id: 'from-static' }, pageType: 2 } };
      expect(readSiteContext(window).website.id).toBe('from-static');
    });

    it('ignores a #site-context planted in the body or in an <svg>', () => {
      withContext(null);
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      document.body.innerHTML =
        '<script type="application/json" id="site-context">{"website":{"id":"planted"},"pageType":2}</script>' +
        '<svg><script type="application/json" id="site-context">{"website":{"id":"planted-svg"},"pageType":2}</script></svg>';
      expect(readSiteContext(window).website.id).toBe('');
      expect(warn.mock.calls.map((c) => c.join(' ')).join('\n')).toContain('no site context');
      document.body.innerHTML = '';
    });

    it('takes Static only as an own data property of window: not a getter, not a named element', () => {
      withContext('{"website":{"id":"from-json"},"pageType":2}');
      Object.defineProperty(window, 'Static', { configurable: true, get: () => ({ SQUARESPACE_CONTEXT: { website: { id: 'getter' }, pageType: 2 } }) });
      expect(readSiteContext(window).website.id).toBe('from-json');
      delete window.Static;
      // What named access gives for <form id="Static"><input name="SQUARESPACE_CONTEXT"></form>: not an own property.
      const proto = Object.create(Object.getPrototypeOf(window));
      proto.Static = { SQUARESPACE_CONTEXT: { website: { id: 'named' }, pageType: 2 } };
      const win = Object.create(proto) as Window;
      expect(readSiteContext(win).website.id).toBe('from-json');
    });
  });
});
