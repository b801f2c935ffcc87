// @vitest-environment jsdom
/**
 * The banner's text (src/chrome/cookie-banner/banner-text.ts): plain text is shown at
 * once as text, rich text only once the sanitizer has loaded, and then sanitized.
 */
import { describe, expect, it } from 'vitest';
import { bannerTextReady, fillBannerText, loadSanitizer } from '../../../../../src/chrome/cookie-banner/banner-text.ts';

const filled = (text: string) => {
  const box = document.createElement('div');
  fillBannerText(box, text, document);
  return box.innerHTML;
};

describe('the cookie banner text', () => {
  it('shows plain text at once, as text; rich text waits for the sanitizer', async () => {
    const plain = 'By using this website, you agree to our use of cookies.';
    expect(bannerTextReady(plain)).toBe(true);
    expect(filled(plain)).toBe(plain);
    // A tag or a character reference is HTML: set as text, it would show its markup.
    for (const rich of ['<p>We use <a href="/privacy">cookies</a></p>', 'Salt &amp; pepper']) expect(bannerTextReady(rich)).toBe(false);
    expect(filled('<p>x</p>')).toBe('');
    await loadSanitizer();
    expect(bannerTextReady('<p>x</p>')).toBe(true);
    expect(filled('<p>We use <a href="/privacy" onclick="x()">cookies</a><script>alert(1)</script></p>')).toBe('<p>We use <a href="/privacy">cookies</a></p>');
    expect(filled('Salt &amp; pepper')).toBe('Salt &amp; pepper');
  });
});
