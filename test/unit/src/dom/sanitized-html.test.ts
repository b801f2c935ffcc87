// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizedHtml } from '../../../../src/dom/sanitized-html.ts';

const html = (source: string): string => {
  const box = document.createElement('div');
  box.append(sanitizedHtml(source));
  return box.innerHTML;
};

describe('sanitizedHtml', () => {
  it('keeps text, formatting, lists and safe links', () => {
    expect(html('<p class="lead">Thanks, <strong>Grace</strong>! <a href="/next" title="Next">Next</a> <a href="mailto:a@example.com">mail</a></p><ul><li>one</li></ul>')).toBe(
      '<p class="lead">Thanks, <strong>Grace</strong>! <a href="/next" title="Next">Next</a> <a href="mailto:a@example.com">mail</a></p><ul><li>one</li></ul>',
    );
  });

  it('drops scripts, styles, frames, objects, forms, SVG and comments with their content', () => {
    expect(
      html('<p>a</p><script>alert(1)</script><script src="https://x.example/s.js"></script><style>p{}</style><iframe src="/x"></iframe><object data="/x"></object><embed src="/x"><form><input></form><svg><script>alert(1)</script></svg><!-- c --><template><p>t</p></template><noscript>n</noscript><base href="https://x.example/"><link rel="import" href="/x"><meta http-equiv="refresh" content="0">'),
    ).toBe('<p>a</p>');
  });

  it('drops handlers, style, id, name and data-* attributes', () => {
    expect(html('<img src="/a.png" alt="A" onerror="alert(1)" style="x" id="body" name="cookie" data-block="embed">')).toBe('<img src="/a.png" alt="A">');
  });

  it('drops javascript:, data: and vbscript: URLs, whatever their case or padding', () => {
    expect(html('<a href=" JaVaScRiPt:alert(1)">a</a><a href="data:text/html,x">b</a><img src="data:image/svg+xml,x" alt=""><a href="vbscript:x">c</a>')).toBe('<a>a</a><a>b</a><img alt=""><a>c</a>');
  });

  it('gives links that open a new tab rel="noopener noreferrer"', () => {
    expect(html('<a href="https://example.com/" target="_blank" rel="opener">x</a>')).toBe('<a href="https://example.com/" target="_blank" rel="noopener noreferrer">x</a>');
  });

  it('parses inert: nothing runs or loads while sanitising', () => {
    (window as { ran?: boolean }).ran = false;
    sanitizedHtml('<img src="x" onerror="window.ran = true"><script>window.ran = true</script>');
    expect((window as { ran?: boolean }).ran).toBe(false);
  });
});
