import { ownDoc } from './doc.ts';

/**
 * The one sanitizer for HTML that comes from data or the network (docs/security.md#html):
 * a form's success message, a widget rendering the server answered, the cookie banner's
 * text. None of it is the runtime's own markup: it reaches the page through block data,
 * markup attributes and answers that others can write or redirect. It is parsed inert (a
 * `<template>`: nothing loads or runs while it is parsed), then only an allow-list of
 * elements and attributes is kept, and the cleaned nodes themselves are inserted (never
 * serialised and parsed again, which is where mutation XSS lives). Always gone: `<script>`,
 * `<style>`, frames, `<object>`, `<embed>`, `<form>`, `<base>`, `<meta>`, `<link>`, SVG
 * animation (`<animate>`, `<set>`), every `on*` handler, `style` (a strict CSP refuses it),
 * `id` and `name` (they would shadow `document` and `window` members); links only to
 * http(s), mailto and tel; images and media only from http(s).
 */

/** What one kind of HTML may keep. */
export interface SanitizeProfile {
  /** HTML elements kept (their content too). */
  elements: ReadonlySet<string>;
  /** SVG elements kept (icons in renderings); none unless listed. */
  svg?: ReadonlySet<string>;
  /** Attributes kept on any kept element, besides `aria-*`. */
  attributes: ReadonlySet<string>;
  /** Whether `data-*` attributes stay (renderings carry their image data in them). */
  data?: boolean;
  /** HTML elements not kept that leave their (cleaned) children in their place; any other goes with them. */
  unwrap?: ReadonlySet<string>;
}

/** A profile's set of names, from one space-separated list. */
export const words = (text: string): ReadonlySet<string> => new Set(text.split(' '));

/** Attributes holding an address, checked by {@link safeUrl}. */
const URL_ATTRIBUTES = /* @__PURE__ */ words('href src poster xlink:href action formaction');

/** Whether `value` of the address attribute `name` may stay. */
function safeUrl(name: string, value: string, svg: boolean): boolean {
  // In SVG an address is a reference to an icon in the same fragment, nothing else.
  if (svg) return /^#[\w-]+$/.test(value.trim());
  try {
    const { protocol } = new URL(value, location.href);
    return protocol === 'http:' || protocol === 'https:' || (name === 'href' && (protocol === 'mailto:' || protocol === 'tel:'));
  } catch {
    return false;
  }
}

/** Whether the element is one `profile` keeps. */
function kept(element: Element, profile: SanitizeProfile): boolean {
  const name = element.localName.toLowerCase();
  if (element.namespaceURI === 'http://www.w3.org/1999/xhtml') return profile.elements.has(name);
  return element.namespaceURI === 'http://www.w3.org/2000/svg' && !!profile.svg?.has(name);
}

/** Removes every attribute of `element` that `profile` does not keep, or whose address is unsafe. */
function cleanAttributes(element: Element, profile: SanitizeProfile): void {
  const svg = element.namespaceURI !== 'http://www.w3.org/1999/xhtml';
  for (const { name, value } of Array.from(element.attributes)) {
    const lower = name.toLowerCase();
    const allowed =
      profile.attributes.has(lower) || lower.startsWith('aria-') || (!!profile.data && lower.startsWith('data-')) || (svg && lower === 'xlink:href');
    if (!allowed || (URL_ATTRIBUTES.has(lower) && !safeUrl(lower, value, svg))) element.removeAttribute(name);
  }
  // A new tab never gets a handle on this page.
  if (element.localName === 'a' && element.hasAttribute('target')) element.setAttribute('rel', 'noopener noreferrer');
}

function clean(parent: ParentNode, profile: SanitizeProfile): void {
  for (const node of Array.from(parent.childNodes)) {
    if (node.nodeType === Node.COMMENT_NODE || node.nodeType === Node.PROCESSING_INSTRUCTION_NODE) node.remove();
    if (node.nodeType !== Node.ELEMENT_NODE) continue;
    const element = node as Element;
    if (!kept(element, profile)) {
      // Only named wrappers leave their text: whatever can run or load goes whole.
      if (element.namespaceURI === 'http://www.w3.org/1999/xhtml' && profile.unwrap?.has(element.localName)) {
        clean(element, profile);
        element.replaceWith(...Array.from(element.childNodes));
      } else element.remove();
      continue;
    }
    cleanAttributes(element, profile);
    clean(element, profile);
  }
}

/** `html` as an inert fragment with only what `profile` allows left (the profiles: src/dom/sanitize-profiles.ts). */
export function sanitizedHtml(html: string, profile: SanitizeProfile): DocumentFragment {
  const template = ownDoc.createElement('template');
  template.innerHTML = html;
  clean(template.content, profile);
  return template.content;
}
