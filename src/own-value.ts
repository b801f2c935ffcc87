/**
 * Reading a record by a key that came from the page (a field id, a block type, a module
 * name): only the record's own entries count, so `constructor`, `toString` or `__proto__`
 * never find Object.prototype's members (behaviour/start-up.md#security-model).
 */

/** `record[key]` when `key` is the record's own, else `undefined`. */
export function ownValue<V>(record: Readonly<Record<string, V>>, key: string): V | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** An empty record with no prototype, for keys the page chooses. */
export function emptyRecord<V>(): Record<string, V> {
  return Object.create(null) as Record<string, V>;
}
