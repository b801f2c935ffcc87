/**
 * A document, with every member taken from the prototypes
 * (docs/security.md#named-members): the runtime's one document helper. `document` has
 * [LegacyOverrideBuiltIns]: an `<img name="createElement">`, `<form name="body">` or
 * `<embed name="addEventListener">` in page content replaces the member of that name on
 * the document itself. `ownDocOf(doc).NAME` reads `Document.prototype`'s (and, through
 * it, `Node`'s and `EventTarget`'s) member instead, with `doc` as receiver: getters run on
 * it, methods come back bound to it. Without `doc`, the page's `document`,
 * read at each use. The test `test/unit/src/dom/doc-members.test.ts` holds loader/, src/,
 * widgets/ and modules/ to it.
 */
export function ownDocOf(doc?: Document): Document {
  // No `set` trap: a write goes to the prototype's setter with the proxy as receiver and throws, never silently lost.
  return new Proxy(Document.prototype, {
    get(prototype, name) {
      const target = doc ?? document;
      const value = Reflect.get(prototype, name, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** The page's `document` through {@link ownDocOf}: use `ownDoc.X` wherever `document.X` would be written. */
export const ownDoc: Document = /* @__PURE__ */ ownDocOf();
