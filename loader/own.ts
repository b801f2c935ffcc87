/**
 * `object`'s own data property `name`, else undefined: never a getter, an inherited member or
 * a named element (`<iframe name="SiteRuntime">`, `<form id="Static">` are found through
 * `window`'s prototype chain, not as its own properties; docs/security.md). Throws only when
 * `object` is a cross-origin window: callers read it inside a `try`.
 */
export const own = (object: any, name: string): any => object && Object.getOwnPropertyDescriptor(object, name)?.value;
