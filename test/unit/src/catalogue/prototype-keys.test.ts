// @vitest-environment node
/** Locales, areas and keys named after Object.prototype members are plain keys (behaviour/start-up.md#security-model). */
import { afterEach, describe, expect, it } from 'vitest';
import { t, type Catalogue } from '../../../../src/catalogue/index.ts';
import { registerCatalogue, setLocale } from '../../../../src/catalogue/register.ts';
import { LOGOUT_TEXT } from '../../../../src/catalogue/en/logout.ts';

describe('catalogue keys from page scripts', () => {
  afterEach(() => setLocale('en'));

  it('registering __proto__, constructor or toString pollutes nothing and throws nothing', () => {
    for (const locale of ['__proto__', 'constructor', 'toString']) {
      const hostile = JSON.parse(`{"__proto__": {"polluted": "yes"}, "logout": {"title": "${locale}"}}`) as Catalogue;
      expect(() => registerCatalogue(locale, hostile)).not.toThrow();
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    setLocale('__proto__');
    expect(t(LOGOUT_TEXT, 'title')).toBe('__proto__');
    setLocale('constructor');
    expect(t(LOGOUT_TEXT, 'title')).toBe('constructor');
  });

  it('an unregistered locale named after a prototype member shows English', () => {
    setLocale('valueOf');
    expect(t(LOGOUT_TEXT, 'title')).toBe('Logout Successful');
  });
});
