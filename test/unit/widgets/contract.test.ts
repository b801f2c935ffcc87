// @vitest-environment node
/**
 * One widget contract (behaviour/blocks.md#widget-contract): every widget's `index.ts` holds its `mount`
 * to `BlockMount` with a `satisfies` the compiler checks, so `npx tsc` refuses a mount that asks
 * for narrower data or a context the runtime does not give.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const WIDGETS = readdirSync(join(ROOT, 'widgets')).filter((name) => existsSync(join(ROOT, 'widgets', name, 'index.ts')));

describe('every widget is checked against BlockMount', () => {
  it('finds the widgets', () => expect(WIDGETS.length).toBeGreaterThan(20));

  it.each(WIDGETS)('%s', (name) => {
    const source = readFileSync(join(ROOT, 'widgets', name, 'index.ts'), 'utf8');
    expect(source).toMatch(/^mount satisfies BlockMount;$/m);
    expect(source).toMatch(/^export (?:async )?function mount\(|^export const mount\b/m);
  });
});
