// @vitest-environment node
/**
 * Every block data declaration (each `widgets/NAME/data.ts` and the
 * declarations it reads later, found when the test runs, so blocks moved to
 * a declaration later are fuzzed too) fed generated payloads: the table's
 * own names and aliases with any JSON value, the field's default, or
 * nothing (docs/behaviour/blocks.md#block-data-declaration). Reading never throws;
 * every problem is a sentence naming a field; a field with a default always
 * has a value; only a required field refuses the block; the defaults read
 * back as themselves without a word.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Field, Table } from '../../../src/block-data/field.ts';
import { readBlock } from '../../../src/block-data/read-block.ts';
import { anyJson } from './any-json.ts';

const WIDGETS = join(import.meta.dirname, '../../../widgets');
const RUNS = 3000;
/** Fixed, so a failure replays the same way; fast-check prints the counterexample. */
const SEED = 20261127;

/** A validator's codes, which a sentence never is. */
const CODES = /too_(small|big)|invalid_(type|format|value)|^expected (number|string|boolean|int|object|array)$/;

// A data.ts without `fields` declares a block that reads no JSON (its summary only): nothing to fuzz.
const declared = readdirSync(WIDGETS)
  .filter((name) => existsSync(join(WIDGETS, name, 'data.ts')) && /^export .*\bfields\b/m.test(readFileSync(join(WIDGETS, name, 'data.ts'), 'utf8')))
  .sort();

/** A widget's tables: its data.ts's, then those its design chunks read later. */
async function tablesOf(name: string): Promise<Array<[string, Table]>> {
  const mod = (await import(pathToFileURL(join(WIDGETS, name, 'data.ts')).href)) as { fields: Table; laterDeclarations?: string[] };
  const later = await Promise.all(
    (mod.laterDeclarations ?? []).map(
      async (path) => [path, ((await import(pathToFileURL(join(WIDGETS, name, path)).href)) as { fields: Table }).fields] as [string, Table],
    ),
  );
  return [['data.ts', mod.fields], ...later];
}

/** A value for one field: anything JSON holds, its default, or a nested object shaped like its table. */
function valueFor(field: Field<unknown>, depth: number): fc.Arbitrary<unknown> {
  const options: fc.Arbitrary<unknown>[] = [anyJson, fc.constant(null), fc.constant('')];
  if (field.fallback !== undefined) options.push(fc.constant(field.fallback));
  if (field.table && depth < 3) {
    const shaped = payloadFor(field.table, depth + 1);
    options.push(field.accepts.startsWith('list of') ? fc.array(shaped, { maxLength: 3 }) : shaped);
  }
  return fc.oneof(...options);
}

/** An object with some of the table's names (or their aliases), and a stray key now and then. */
function payloadFor(table: Table, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, field] of Object.entries(table)) {
    model[key] = valueFor(field, depth);
    for (const alias of field.aliases ?? []) model[alias] = valueFor(field, depth);
  }
  return fc
    .tuple(fc.record(model, { requiredKeys: [] }), fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'x', 'toString'), anyJson, { maxKeys: 2 }))
    .map(([known, extra]) => Object.assign(Object.create(null) as Record<string, unknown>, extra, known));
}

/** The names a top-level problem may be filed under for a required field. */
const requiredNames = (table: Table): Set<string> =>
  new Set(Object.entries(table).flatMap(([key, field]) => (field.required ? [key, ...(field.aliases ?? [])] : [])));

describe('block data declarations under fuzzing', () => {
  it('finds the declarations', () => {
    expect(declared).toEqual(expect.arrayContaining(['form', 'gallery', 'image', 'product']));
  });

  it.each(declared)(
    'widgets/%s: generated payloads read leniently, every problem a sentence',
    async (name) => {
      for (const [file, table] of await tablesOf(name)) {
        const required = requiredNames(table);
        const withDefault = Object.entries(table).filter(([, field]) => field.fallback !== undefined);
        // The defaults, written as JSON, read back as themselves without a word.
        const defaults = Object.fromEntries(withDefault.map(([key, field]) => [key, JSON.parse(JSON.stringify(field.fallback))]));
        const back = readBlock(table, defaults);
        expect(
          back.problems.filter((p) => !required.has(p.field)),
          `${name}/${file}`,
        ).toEqual([]);
        let problems = 0;
        fc.assert(
          fc.property(fc.oneof({ weight: 8, arbitrary: payloadFor(table) }, { weight: 1, arbitrary: fc.oneof(anyJson, fc.constant(undefined)) }), (raw) => {
            const { value, problems: found } = readBlock(table, raw);
            problems += found.length;
            // Plain checks, not expect(): this runs thousands of times per table.
            for (const [key] of withDefault) if (value[key] === undefined) throw new Error(`${file}: ${key} has no value`);
            for (const problem of found) {
              if (!/\S/.test(problem.field) || !/\S/.test(problem.message) || CODES.test(problem.message))
                throw new Error(`${file}: not a sentence: ${problem.field}: ${problem.message}`);
              if (problem.refused && !required.has(problem.field))
                throw new Error(`${file}: refused for a field that is not required: ${problem.field}: ${problem.message}`);
              if (!problem.refused && !/the defaults? (is|are) used|\(the item is left out\)$/.test(problem.message))
                throw new Error(`${file}: a warning that does not say what is used: ${problem.message}`);
            }
            // The same payload reads the same way twice.
            if (JSON.stringify(readBlock(table, raw)) !== JSON.stringify({ value, problems: found })) throw new Error(`${file}: two readings differ`);
          }),
          { numRuns: RUNS, seed: SEED },
        );
        // A generator that never produced a wrong value would prove little.
        expect(problems).toBeGreaterThan(0);
      }
    },
    60_000,
  );
});
