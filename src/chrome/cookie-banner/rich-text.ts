import { ownDocument } from '../../dom/own-document.ts';
/**
 * The banner text is the site owner's rich text (HTML). It is parsed in an
 * inert document and copied through a small allow-list, so nothing in it can
 * run or load: paragraphs, line breaks, emphasis and links with a safe scheme.
 */
const ALLOWED = new Set(['P', 'BR', 'A', 'STRONG', 'B', 'EM', 'I', 'U', 'S', 'SPAN']);
const SAFE_HREF = /^(https?:|mailto:|tel:|\/|#|\.|[^:]*$)/i;

function copyInto(target: Node, source: Node, doc: Document): void {
  for (const node of Array.from(source.childNodes)) {
    if (node.nodeType === Node.TEXT_NODE) {
      target.appendChild(ownDocument('createTextNode', doc).call(doc, node.textContent ?? ''));
    } else if (node.nodeType === Node.ELEMENT_NODE) {
      const element = node as Element;
      if (!ALLOWED.has(element.tagName)) {
        // Unknown wrappers (div, h2…) keep their text; dangerous ones lose everything.
        if (!/^(SCRIPT|STYLE|TEMPLATE|IFRAME|OBJECT|EMBED|NOSCRIPT|SVG|MATH)$/.test(element.tagName)) copyInto(target, element, doc);
        continue;
      }
      const copy = ownDocument('createElement', doc).call(doc, element.tagName.toLowerCase());
      if (element.tagName === 'A') {
        const href = element.getAttribute('href')?.trim();
        if (href && SAFE_HREF.test(href)) copy.setAttribute('href', href);
        if (element.getAttribute('target') === '_blank') {
          copy.setAttribute('target', '_blank');
          copy.setAttribute('rel', 'noopener noreferrer');
        }
      }
      copyInto(copy, element, doc);
      target.appendChild(copy);
    }
  }
}

/** A fragment holding the allowed parts of `html`, built in `doc`. */
export function richTextFragment(html: string, doc: Document = document): DocumentFragment {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const fragment = ownDocument('createDocumentFragment', doc).call(doc);
  copyInto(fragment, parsed.body, doc);
  return fragment;
}
