import { ownDoc } from './doc.ts';

/**
 * Owner-written HTML shown as content, never run (docs/security.md#form-messages): the
 * form's success message reaches the page through block data and markup attributes, which
 * others can write too. Parsed inert (a `<template>`: nothing loads or runs while it is
 * parsed), then only an allow-list of text elements and attributes is kept: no script,
 * style, frame, object, form or SVG; no `on*` handler, `style` (a strict CSP refuses it),
 * `id` or `name` (they would shadow `document` and `window` members); links only to http(s),
 * mailto and tel; images only from http(s).
 */

/** Elements kept (their content too); any other element is dropped with its content. */
const KEPT = new Set(
  'a abbr b blockquote br code dd div dl dt em figcaption figure h1 h2 h3 h4 h5 h6 hr i img li ol p pre s small span strong sub sup table tbody td tfoot th thead tr u ul'.split(' '),
);

/** Attributes kept on any kept element, besides `aria-*`. */
const ATTRIBUTES = new Set(['class', 'title', 'alt', 'href', 'src', 'target', 'rel', 'width', 'height', 'colspan', 'rowspan', 'role', 'lang', 'dir']);

/** Whether `value` of a `href`/`src` attribute may stay. */
function safeUrl(name: string, value: string): boolean {
  try {
    const { protocol } = new URL(value, location.href);
    return protocol == 'http:' || protocol == 'https:' || (name == 'href' && (protocol == 'mailto:' || protocol == 'tel:'));
  } catch {
    return false;
  }
}

function clean(parent: ParentNode): void {
  for (const node of Array.from(parent.childNodes)) {
    if (node.nodeType == Node.COMMENT_NODE) node.remove();
    if (node.nodeType != Node.ELEMENT_NODE) continue;
    const element = node as Element;
    if (element.namespaceURI != 'http://www.w3.org/1999/xhtml' || !KEPT.has(element.localName)) {
      element.remove();
      continue;
    }
    for (const { name, value } of Array.from(element.attributes)) {
      const kept = (ATTRIBUTES.has(name) || name.startsWith('aria-')) && (name != 'href' && name != 'src' ? true : safeUrl(name, value));
      if (!kept) element.removeAttribute(name);
    }
    // A new tab never gets a handle on this page.
    if (element.localName == 'a' && element.hasAttribute('target')) element.setAttribute('rel', 'noopener noreferrer');
    clean(element);
  }
}

/** `html` as an inert fragment with only the allow-listed elements and attributes left. */
export function sanitizedHtml(html: string): DocumentFragment {
  const template = ownDoc.createElement('template');
  template.innerHTML = html;
  clean(template.content);
  return template.content;
}
