/**
 * The check every hand-written block-data reader passes
 * (docs/behaviour.md#hand-read-block-data): the SAME inputs go through the
 * widget's zod schema (`parseBlockData`) and through the reader, and both
 * must give the same value, or both refuse naming the same field in the same
 * words. Named
 * cases first (valid data, defaults, each refusal), then payloads generated
 * from the schema itself (`schema-arbitrary.ts`), most of them nearly valid.
 */
import fc from 'fast-check';
import { toJSONSchema } from 'zod/mini';
import type * as z from 'zod/mini';
import { expect, it } from 'vitest';
import { BlockDataError, parseBlockData } from '../../../tools/check/zod-problems.ts';
import { anyJson, type JsonSchemaNode, payloadFor } from '../widgets/schema-arbitrary.ts';

/** What one side says of an input: the value, or the field it refuses and its words. */
export type Verdict = { ok: true; value: unknown } | { ok: false; field: string; message: string };

/** Runs `read` and says what it gave; anything thrown but a BlockDataError fails the test. */
export function verdictOf(read: () => unknown): Verdict {
  try {
    return { ok: true, value: read() };
  } catch (error) {
    if (!(error instanceof BlockDataError)) throw error;
    return { ok: false, field: error.field, message: error.message };
  }
}

/**
 * Expects the reader's verdict to be the schema's. The one difference in
 * words allowed: an integer past the safe range is "expected a whole number"
 * to a reader (`number` in src/block-data/read-json.ts) where zod says it is
 * too small or too big; the field must still be the same.
 */
function expectSameVerdict(byReader: Verdict, bySchema: Verdict): void {
  if (!byReader.ok && !bySchema.ok && byReader.message === 'expected int' && /^too_(small|big)$/.test(bySchema.message)) {
    expect(byReader.field).toBe(bySchema.field);
  } else {
    expect(byReader).toEqual(bySchema);
  }
}

/**
 * The schema's first problem: a hand reader stops at the first field it
 * refuses, where parseBlockData's message goes on to name every other one.
 */
function firstOf(verdict: Verdict): Verdict {
  return verdict.ok ? verdict : { ...verdict, message: verdict.message.split('; ')[0]! };
}

/** Fixed, so a failure replays the same way; fast-check prints the counterexample. */
const SEED = 20261123;

/**
 * Declares the tests: one per named case (which must also say whether the
 * schema accepts it, so a case list cannot silently test only one side),
 * and one over `runs` generated payloads.
 */
export function readerAgreesWithSchema(
  schema: z.ZodMiniType,
  reader: (raw: unknown) => unknown,
  cases: Array<[name: string, raw: unknown, accepted: boolean]>,
  runs = 3000,
): void {
  for (const [name, raw, accepted] of cases) {
    it(`${name}: ${accepted ? 'the same value' : 'refused naming the same field, in the same words'}`, () => {
      const bySchema = verdictOf(() => parseBlockData(schema, raw));
      expect(bySchema.ok).toBe(accepted);
      expectSameVerdict(verdictOf(() => reader(raw)), firstOf(bySchema));
    });
  }

  it(`${runs} generated payloads: the same value, or the same field and words`, () => {
    const shape = toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as JsonSchemaNode;
    let accepted = 0;
    fc.assert(
      fc.property(fc.oneof({ weight: 6, arbitrary: payloadFor(shape) }, { weight: 1, arbitrary: fc.oneof(anyJson, fc.constant(undefined)) }), (raw) => {
        const bySchema = verdictOf(() => parseBlockData(schema, raw));
        if (bySchema.ok) accepted++;
        expectSameVerdict(verdictOf(() => reader(raw)), firstOf(bySchema));
      }),
      { numRuns: runs, seed: SEED },
    );
    // Payloads that were all refused (or all accepted) would compare little.
    expect(accepted).toBeGreaterThan(runs / 20);
    expect(accepted).toBeLessThan(runs);
  }, 30_000);
}
