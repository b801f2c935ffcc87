/**
 * What `site-runtime check` adds to a field's problem so the author can fix
 * it (docs/behaviour/tools.md#check): the field's own description from its
 * declaration, an example of a value it accepts, and where the docs list it.
 */
import type { Field, Table } from '../../src/block-data/field.ts';

/** The declaration of the field at a dotted path (`variants.0.price`: list items are passed through). */
function fieldAt(table: Table | undefined, path: string): Field<unknown> | undefined {
  let field: Field<unknown> | undefined;
  let fields = table;
  for (const part of path.split('.')) {
    if (/^\d+$/.test(part)) continue;
    field = fields && Object.hasOwn(fields, part) ? fields[part] : undefined;
    fields = field?.table;
  }
  return field;
}

/** An example value of what a field accepts, as JSON. */
function exampleOf(accepts: string): string {
  if (accepts === 'text') return '"…"';
  if (accepts === 'true or false') return 'true';
  if (/number/.test(accepts)) return /from (-?[\d.]+)|at least (-?[\d.]+)/.exec(accepts)?.slice(1).find(Boolean) ?? '1';
  if (accepts.startsWith('list of')) return '[…]';
  if (accepts === 'object') return '{…}';
  return JSON.stringify(accepts.split(', ')[0]);
}

/**
 * The hint for `field` of a block of `type`: `; it is …; for example
 * "field": value (docs/block-schemas.md#TYPE)`, or '' for a field the
 * declaration does not know.
 */
export function fieldHint(table: Table | undefined, type: string, field: string): string {
  const declared = fieldAt(table, field);
  if (!declared) return '';
  const name = field.split('.').at(-1)!;
  const what = declared.description.replace(/\.$/, '');
  return `: ${what}; for example "${name}": ${exampleOf(declared.accepts)} (docs/block-schemas.md#${type})`;
}
