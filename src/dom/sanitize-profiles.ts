/**
 * What each kind of HTML from data or the network may keep, for the one sanitizer
 * (src/dom/sanitized-html.ts, docs/security.md#html). Kept apart from it so a chunk carries
 * only the profiles it uses (the cookie banner's is beside it, src/chrome/cookie-banner/rich-text.ts).
 */
import { words, type SanitizeProfile } from './sanitized-html.ts';

const TEXT_ELEMENTS =
  'a abbr b blockquote br code dd div dl dt em figcaption figure h1 h2 h3 h4 h5 h6 hr i img li ol p pre s small span strong sub sup table tbody td tfoot th thead tr u ul';
const TEXT_ATTRIBUTES = 'class title alt href src target rel width height colspan rowspan role lang dir';

/** A form's success message: text, formatting, links and images. */
export const MESSAGE_PROFILE: SanitizeProfile = { elements: /* @__PURE__ */ words(TEXT_ELEMENTS), attributes: /* @__PURE__ */ words(TEXT_ATTRIBUTES) };

/** A widget rendering (summary, search, calendar…): the page structure, media, data attributes and SVG icons. */
export const RENDERING_PROFILE: SanitizeProfile = {
  elements: /* @__PURE__ */ words(
    `${TEXT_ELEMENTS} address article aside audio caption footer header label main nav picture section source time track video mark q cite`,
  ),
  svg: /* @__PURE__ */ words(
    'svg g path circle ellipse line polyline polygon rect title desc defs symbol use lineargradient radialgradient stop clippath mask',
  ),
  attributes: /* @__PURE__ */ words(
    `${TEXT_ATTRIBUTES} datetime controls preload loop muted playsinline poster type kind srclang label loading decoding tabindex hidden ` +
      'viewbox d fill stroke stroke-width stroke-linecap stroke-linejoin fill-rule clip-rule points cx cy r rx ry x y x1 x2 y1 y2 transform ' +
      'focusable xmlns preserveaspectratio offset stop-color opacity clip-path',
  ),
  data: true,
};
