// @vitest-environment node
/**
 * Every block schema (each `widgets/NAME/schema.ts`, found when the test
 * runs, so blocks added later are fuzzed too) fed 10,000 generated payloads
 * through `parseBlockData`: it either accepts, or throws a `BlockDataError`
 * that names a field and says what was wrong. Nothing else may come out.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { toJSONSchema } from 'zod/mini';
import type * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { BlockDataError, parseBlockData } from '../../../tools/check/zod-problems.ts';
import { anyJson, type JsonSchemaNode, payloadFor } from './schema-arbitrary.ts';

const WIDGETS = join(import.meta.dirname, '../../../widgets');
const RUNS = 10_000;
/** Fixed, so a failure replays the same way; fast-check prints the counterexample. */
const SEED = 20261123;

const schemaFiles = readdirSync(WIDGETS)
  .filter((name) => existsSync(join(WIDGETS, name, 'schema.ts')))
  .sort();

const isPlainObject = (value: unknown): boolean => typeof value == 'object' && value !== null && !Array.isArray(value);

describe('block schemas under fuzzing', () => {
  it('finds the widgets\' schemas', () => {
    expect(schemaFiles.length).toBeGreaterThan(0);
  });

  it.each(schemaFiles)('widgets/%s/schema.ts: 10,000 payloads, each accepted or rejected naming a field', async (name) => {
    const module = (await import(pathToFileURL(join(WIDGETS, name, 'schema.ts')).href)) as { schema?: z.ZodMiniType };
    if (!module.schema) return; // a markup-only block: no data to validate
    const schema = module.schema;
    const shape = toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as JsonSchemaNode;
    let accepted = 0;
    let rejected = 0;
    fc.assert(
      fc.property(fc.oneof({ weight: 4, arbitrary: payloadFor(shape) }, { weight: 1, arbitrary: fc.oneof(anyJson, fc.constant(undefined)) }), (payload) => {
        try {
          parseBlockData(schema, payload);
          accepted++;
        } catch (error) {
          rejected++;
          // Plain checks, not expect(): this runs 10,000 times per schema.
          if (!(error instanceof BlockDataError)) throw new Error(`not a BlockDataError: ${String(error)}`);
          if (!/\S/.test(error.field) || !/\S/.test(error.message)) throw new Error(`a rejection without a field or message: ${error.field}: ${error.message}`);
          // An object payload is rejected for one of its fields, never as a whole.
          if (isPlainObject(payload) && error.field == '(root)') throw new Error(`an object rejected as a whole: ${error.message}`);
        }
      }),
      { numRuns: RUNS, seed: SEED },
    );
    // A generator that only produced garbage (or only valid data) would prove little.
    expect(accepted + rejected).toBe(RUNS);
    expect(rejected).toBeGreaterThan(0);
  }, 30_000); // a few seconds alone; more on a busy machine
});
