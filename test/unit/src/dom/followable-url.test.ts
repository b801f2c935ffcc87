// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { followableUrl } from '../../../../src/dom/followable-url.ts';

describe('followableUrl (behaviour/start-up.md#security-model)', () => {
  const base = 'https://site.example/page';
  it('follows http(s) and relative URLs, resolved against the page', () => {
    expect(followableUrl('/thanks', base)).toBe('https://site.example/thanks');
    expect(followableUrl('thanks?x=1', base)).toBe('https://site.example/thanks?x=1');
    expect(followableUrl('http://other.example/', base)).toBe('http://other.example/');
  });
  it('refuses javascript:, data:, vbscript: and blob: however they are written', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>x</script>',
      'vbscript:x',
      'blob:https://site.example/1',
    ]) {
      expect(followableUrl(href, base)).toBeUndefined();
    }
  });
});
