/**
 * A document, with every member taken from the prototypes
 * (docs/security.md#named-members): the runtime's one document helper. `document` has
 * [LegacyOverrideBuiltIns]: an `<img name="createElement">`, `<form name="body">` or
 * `<embed name="addEventListener">` in page content replaces the member of that name on
 * the document itself. `ownDocOf(doc).NAME` reads `Document.prototype`'s (and, through
 * it, `Node`'s and `EventTarget`'s) member instead, with `doc` as receiver: getters run on
 * it, methods come back bound to it. Without `doc`, the page's `document`. The test `test/unit/src/dom/doc-members.test.ts` holds loader/, src/,
 * widgets/ and modules/ to it.
 */
export const ownDocOf = (doc?: Document): Document =>
  // Frozen: nothing is written through it, and a write throws instead of being lost.
  new Proxy(Object.freeze({}) as Document, {
    get(_, name) {
      // (The page's document is taken at the first use: unit tests without a DOM import this file too.)
      const value = Reflect.get(Document.prototype, name, (doc ??= document));
      return typeof value === 'function' ? value.bind(doc) : value;
    },
  });

/** The page's `document` through {@link ownDocOf}: use `ownDoc.X` wherever `document.X` would be written. */
export const ownDoc: Document = /* @__PURE__ */ ownDocOf();
