import { describe, expect, it } from 'vitest';
import { scriptSource } from '../../../../src/dom/script-source.ts';

const BASE = 'https://site.example/shop/item';

describe('scriptSource', () => {
  it("accepts the provider's https host and this site's own files", () => {
    expect(scriptSource('https://maps.example/api/js?key=k', 'maps.example', BASE)?.href).toBe('https://maps.example/api/js?key=k');
    expect(scriptSource('/fixtures/stand-in.js', 'maps.example', BASE)?.href).toBe('https://site.example/fixtures/stand-in.js');
    expect(scriptSource('stand-in.js', 'maps.example', 'http://127.0.0.1:4404/fixtures/a.html')?.href).toBe('http://127.0.0.1:4404/fixtures/stand-in.js');
  });

  it('refuses data:, blob:, javascript:, other hosts, // paths, plain http for the provider and non-strings', () => {
    for (const url of [
      'data:text/javascript,alert(1)',
      'blob:https://site.example/5f1e',
      'javascript:alert(1)',
      'https://maps.example.attacker.example/x.js',
      '//attacker.example/x.js',
      'http://maps.example/api/js',
      'https://site.example:8443/x.js',
      'https://user@attacker.example/x.js',
      '',
      undefined,
      42,
    ])
      expect(scriptSource(url, 'maps.example', BASE), String(url)).toBeUndefined();
  });

  it('accepts nothing on a page that is not http(s)', () => {
    expect(scriptSource('x.js', 'maps.example', 'about:blank')).toBeUndefined();
  });
});
