// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ensureFallbackLink } from '../../../../src/embeds/fallback-link.ts';

describe('the third-party fallback link', () => {
  it('adds a link to the provider when the markup has none', () => {
    const host = document.createElement('div');
    ensureFallbackLink(host, 'https://soundcloud.com/harbor', 'SoundCloud');
    expect(host.querySelector('a')!.href).toBe('https://soundcloud.com/harbor');
    expect(host.textContent).toBe('Open on SoundCloud');
  });

  it("keeps the markup's own link", () => {
    const host = document.createElement('div');
    host.innerHTML = '<a href="/x">Ours</a>';
    expect(ensureFallbackLink(host, 'https://example.com', 'X')).toBeUndefined();
    expect(host.querySelectorAll('a')).toHaveLength(1);
  });

  it('never links a script or data URL from page data', () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,hi', 'vbscript:x']) {
      const host = document.createElement('div');
      expect(ensureFallbackLink(host, url, 'X')).toBeUndefined();
      expect(host.innerHTML).toBe('');
    }
  });
});
