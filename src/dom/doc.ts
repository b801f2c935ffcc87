/**
 * The page's `document`, with every member taken from the prototypes
 * (docs/security.md#named-members). `document` has [LegacyOverrideBuiltIns]: an
 * `<img name="createElement">`, `<form name="body">` or `<embed name="addEventListener">`
 * in page content replaces the member of that name on `document` itself. `ownDoc.NAME`
 * reads `Document.prototype`'s (and, through it, `Node`'s and `EventTarget`'s) member
 * instead, with the real document as receiver: getters and setters run on it, methods
 * come back bound to it. Use `ownDoc.X` wherever `document.X` would be written; the
 * test `test/unit/src/dom/doc-members.test.ts` holds loader/, src/, widgets/ and
 * modules/ to it.
 */
export const ownDoc: Document = /* @__PURE__ */ new Proxy({} as Document, {
  get(_, name) {
    const value = Reflect.get(Document.prototype, name, document);
    return typeof value === 'function' ? value.bind(document) : value;
  },
  set: (_, name, value) => Reflect.set(Document.prototype, name, value, document),
});
