// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizedHtml } from '../../../../src/dom/sanitized-html.ts';
import { MESSAGE_PROFILE, RENDERING_PROFILE } from '../../../../src/dom/sanitize-profiles.ts';

const html = (source: string): string => {
  const box = document.createElement('div');
  box.append(sanitizedHtml(source, MESSAGE_PROFILE));
  return box.innerHTML;
};

describe('sanitizedHtml', () => {
  it('keeps text, formatting, lists and safe links', () => {
    expect(
      html(
        '<p class="lead">Thanks, <strong>Grace</strong>! <a href="/next" title="Next">Next</a> <a href="mailto:a@example.com">mail</a></p><ul><li>one</li></ul>',
      ),
    ).toBe(
      '<p class="lead">Thanks, <strong>Grace</strong>! <a href="/next" title="Next">Next</a> <a href="mailto:a@example.com">mail</a></p><ul><li>one</li></ul>',
    );
  });

  it('drops scripts, styles, frames, objects, forms, SVG and comments with their content', () => {
    expect(
      html(
        '<p>a</p><script>alert(1)</script><script src="https://x.example/s.js"></script><style>p{}</style><iframe src="/x"></iframe><object data="/x"></object><embed src="/x"><form><input></form><svg><script>alert(1)</script></svg><!-- c --><template><p>t</p></template><noscript>n</noscript><base href="https://x.example/"><link rel="import" href="/x"><meta http-equiv="refresh" content="0">',
      ),
    ).toBe('<p>a</p>');
  });

  it('drops handlers, style, id, name and data-* attributes', () => {
    expect(html('<img src="/a.png" alt="A" onerror="alert(1)" style="x" id="body" name="cookie" data-block="embed">')).toBe('<img src="/a.png" alt="A">');
  });

  it('drops javascript:, data: and vbscript: URLs, whatever their case or padding', () => {
    expect(html('<a href=" JaVaScRiPt:alert(1)">a</a><a href="data:text/html,x">b</a><img src="data:image/svg+xml,x" alt=""><a href="vbscript:x">c</a>')).toBe(
      '<a>a</a><a>b</a><img alt=""><a>c</a>',
    );
  });

  it('gives links that open a new tab rel="noopener noreferrer"', () => {
    expect(html('<a href="https://example.com/" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.com/" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('parses inert: nothing runs or loads while sanitising', () => {
    (window as { ran?: boolean }).ran = false;
    sanitizedHtml('<img src="x" onerror="window.ran = true"><script>window.ran = true</script>', MESSAGE_PROFILE);
    expect((window as { ran?: boolean }).ran).toBe(false);
  });
});

describe('sanitizedHtml for a widget rendering (docs/security.md#html)', () => {
  const rendering = (source: string): string => {
    const box = document.createElement('div');
    box.append(sanitizedHtml(source, RENDERING_PROFILE));
    return box.innerHTML;
  };
  /** Every element and attribute left, as `name[attr,attr]`, to assert nothing that can run is. */
  const shape = (source: string): string[] => {
    const box = document.createElement('div');
    box.append(sanitizedHtml(source, RENDERING_PROFILE));
    return [...box.querySelectorAll('*')].map((e) => `${e.localName}[${[...e.attributes].map((a) => a.name).join(',')}]`);
  };

  it('keeps what a summary needs: structure, classes, data attributes, links, images, time, SVG icons', () => {
    const item =
      '<section class="summary-item" data-type="blog"><a href="/blog/post-1" class="summary-title-link" aria-label="Post">Post</a>' +
      '<img data-src="/a.jpg" data-image-dimensions="320x200" alt="" loading="lazy"><time datetime="2026-11-28">Nov 28</time>' +
      '<svg viewBox="0 0 10 10" class="icon"><use href="#arrow"></use><path d="M0 0L10 10"></path></svg></section>';
    expect(rendering(item)).toBe(item);
  });

  it('removes handlers, script addresses, scripts, frames, objects, forms, base, meta and SVG animation', () => {
    const out = shape(
      '<img src=x onerror="alert(1)"><a href="javascript:alert(1)">a</a><a href="data:text/html,x">b</a><iframe srcdoc="<script>alert(1)</script>"></iframe>' +
        '<object data="/x"></object><embed src="/x"><base href="https://other.example/"><meta http-equiv="refresh" content="0;url=javascript:alert(1)">' +
        '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">go</button></form><script>alert(1)</script>' +
        '<svg><animate attributeName="href" values="javascript:alert(1)"></animate><set attributeName="onmouseover" to="alert(1)"></set>' +
        '<a xlink:href="javascript:alert(1)"><text>x</text></a><use href="data:image/svg+xml,x"></use><foreignObject><img src=x onerror=alert(1)></foreignObject></svg>' +
        '<video poster="javascript:alert(1)" src="data:video/mp4,x" onloadstart="alert(1)"></video><div style="x" id="body" name="cookie" data-ok="1"></div>',
    );
    expect(out).toEqual(['img[src]', 'a[]', 'a[]', 'svg[]', 'use[]', 'video[]', 'div[data-ok]']);
  });

  it('known mutation-XSS payloads leave nothing that runs', () => {
    for (const payload of [
      '<svg><style><img src=x onerror=alert(1)></style></svg>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
      '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
      '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=alert(1) src=1>">',
      '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
      '<a href="jav&#x09;ascript:alert(1)">x</a><a href="&#x01;javascript:alert(1)">y</a><a href=" java\nscript:alert(1)">z</a>',
      '<table><td><img src=x onerror=alert(1)></td></table><select><option><img src=x onerror=alert(1)></select>',
      '<template><img src=x onerror=alert(1)></template><xmp><img src=x onerror=alert(1)></xmp>',
    ]) {
      const out = rendering(payload);
      expect(out, payload).not.toMatch(/\son\w+=|javascript:|<script|<style|<iframe|<form|<math|<template/i);
    }
  });

  it('parses inert: a rendering runs nothing while it is cleaned', () => {
    (window as { ran?: boolean }).ran = false;
    sanitizedHtml('<img src="x" onerror="window.ran = true"><svg onload="window.ran = true"></svg>', RENDERING_PROFILE);
    expect((window as { ran?: boolean }).ran).toBe(false);
  });
});
