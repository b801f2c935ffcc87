// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { embedUrlLink } from '../../../../widgets/embed/url-link.ts';

describe('embed url link', () => {
  it('links an http(s) url as text, and nothing else', () => {
    const link = embedUrlLink('https://example.com/watch?v=<b>')!;
    expect(link.href).toBe('https://example.com/watch?v=%3Cb%3E');
    expect(link.textContent).toBe('https://example.com/watch?v=%3Cb%3E');
    expect(link.children).toHaveLength(0);
    expect(embedUrlLink('javascript:alert(1)')).toBeUndefined();
    expect(embedUrlLink(undefined)).toBeUndefined();
  });
});
