/**
 * The document's own properties, read from `Document.prototype` (and, through it,
 * `Node` and `EventTarget`) instead of from `document`: any `<img name="cookie">`,
 * `<form name="querySelectorAll">` or `<embed name="currentScript">` in the page shadows
 * the property of that name on `document`, and page content is not the runtime's
 * (behaviour/start-up.md#security-model). A getter is called with `doc` as its receiver; a method
 * comes back unbound, to `.call(doc, …)`.
 */
export const ownDocument = <K extends keyof Document>(name: K, doc: Document = document): Document[K] =>
  Reflect.get(Document.prototype, name, doc);
