/**
 * `object`'s own data property `name`, else undefined: never a getter, an inherited member or
 * a named element (`<iframe name="SiteRuntime">`, `<form id="Static">` are found through
 * `window`'s prototype chain, not as its own properties; docs/security.md). Throws only when
 * `object` is a cross-origin window: callers read it inside a `try`.
 */
export function own(object: unknown, name: string): unknown {
  if (!object) return undefined;
  return Object.getOwnPropertyDescriptor(object, name)?.value;
}
