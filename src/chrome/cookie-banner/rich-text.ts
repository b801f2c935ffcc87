import { sanitizedHtml, words, type SanitizeProfile } from '../../dom/sanitized-html.ts';

/**
 * The banner text is the site owner's rich text (HTML), cleaned by the runtime's one
 * sanitizer (docs/security.md#html) so nothing in it can run or load: paragraphs, line
 * breaks, emphasis and links with a safe scheme. Other wrappers (div, h2…) leave their text.
 */
const BANNER_PROFILE: SanitizeProfile = {
  elements: /* @__PURE__ */ words('p br a strong b em i u s span'),
  attributes: /* @__PURE__ */ words('href target'),
  unwrap: /* @__PURE__ */ words(
    'div section article header footer main aside nav h1 h2 h3 h4 h5 h6 ul ol li dl dt dd blockquote small sub sup font center mark code abbr',
  ),
};

/**
 * A fragment holding the allowed parts of `html`, adopted into `doc`.
 * @public Used: banner-text.ts calls it on the namespace its dynamic import resolves to, which knip does not follow.
 */
export function richTextFragment(html: string, doc: Document = document): DocumentFragment {
  return Reflect.apply(Document.prototype.adoptNode, doc, [sanitizedHtml(html, BANNER_PROFILE)]) as DocumentFragment;
}
