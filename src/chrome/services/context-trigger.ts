/**
 * A page module's site-context trigger (docs/behaviour/page-modules.md#page-module-context):
 * dotted paths of the site context, each with the condition its value must
 * meet; the module is asked for when any one holds. A setting whose value
 * means "off" is written as such in the module's `trigger.json`, so the
 * module is never downloaded on a site that turned it off.
 */

/**
 * `true`: the value is truthy. `{ not: [...] }`: the value is set (neither
 * missing nor null) and none of those. `{ in: [...] }`: the value is one of
 * those. Values are compared strictly (`1` is not `"1"`).
 */
export type ContextCondition = true | { not: unknown[] } | { in: unknown[] };

/** Path → condition, as the build writes it from a `trigger.json` `context`. */
export type ContextTrigger = Record<string, ContextCondition>;

/** Reads a dotted path of the site context, own properties only: `constructor` is no setting. */
function contextValue(site: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) => (value && typeof value === 'object' && Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined),
      site,
    );
}

/** Whether one value meets its condition. */
function conditionHolds(value: unknown, condition: ContextCondition): boolean {
  if (condition === true) return Boolean(value);
  if ('in' in condition) return condition.in.includes(value);
  return value !== undefined && value !== null && !condition.not.includes(value);
}

/** Whether any path of the trigger meets its condition in `site`. */
export function contextHolds(site: unknown, trigger: ContextTrigger): boolean {
  return Object.entries(trigger).some(([path, condition]) => conditionHolds(contextValue(site, path), condition));
}
