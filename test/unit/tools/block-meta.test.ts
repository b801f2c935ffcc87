// @vitest-environment node
/**
 * Every block type's meta (`widgets/NAME/test/meta.ts`, tools/block-meta/types.ts):
 * each widget folder has one, it pins a block of its own type in a fixture
 * page that exists and names a cost budget package.json sets. That nothing
 * that ships imports a folder's test/ (meta, probes), tools/ or Playwright
 * is a lint rule (no-restricted-imports, .oxlintrc.json).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { BLOCK_TYPE_NAME_NUMBERS, CONTROLLER_NAMES } from '../../../src/enums/block-type.ts';
import { blockNames, metaOf } from '../../../tools/block-meta/read.ts';

const ROOT = join(import.meta.dirname, '../../..');
const names = blockNames(ROOT);
const costBudget: Record<string, number> = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).costBudget;
const numbersOf = (name: string): readonly number[] => (BLOCK_TYPE_NAME_NUMBERS as Record<string, readonly number[]>)[name] ?? [];
const controllersOf = (name: string): readonly string[] => (CONTROLLER_NAMES as Record<string, readonly string[]>)[name] ?? [];

/** Whether `element` is found by the runtime as a block of type `name`. */
function isBlockOf(name: string, element: Element): boolean {
  const block = element.getAttribute('data-block');
  if (block) return block === name;
  const number = Number(element.getAttribute('data-block-type'));
  return numbersOf(name).includes(number) || controllersOf(name).includes(element.getAttribute('data-controller') ?? '');
}

describe('widgets/NAME/test/meta.ts', () => {
  it('there are widget folders to check', () => {
    expect(names.length).toBeGreaterThan(30);
  });

  it.each(names)('%s: has a meta that pins a block of its own type in a fixture page that exists', async (name) => {
    const meta = await metaOf(ROOT, name);
    const file = join(ROOT, 'fixtures/pages', meta.fixture);
    expect(existsSync(file), `widgets/${name}/test/meta.ts: no fixtures/pages/${meta.fixture}`).toBe(true);
    const document = new JSDOM(readFileSync(file, 'utf8')).window.document;
    const element = document.querySelector(meta.selector);
    expect(element, `widgets/${name}/test/meta.ts: no ${meta.selector} in fixtures/pages/${meta.fixture}`).not.toBeNull();
    expect(isBlockOf(name, element!), `${meta.selector} in ${meta.fixture} is not a ${name} block`).toBe(true);
    if (meta.shows) expect(element!.closest(meta.shows), `${meta.shows} is not around ${meta.selector}`).not.toBeNull();
    expect(meta.visitor.length).toBeGreaterThan(20);
  });

  it.each(names)('%s: its cost budget is one package.json sets', async (name) => {
    const { cost } = await metaOf(ROOT, name);
    expect(Object.keys(costBudget), `widgets/${name}/test/meta.ts: costBudget["${cost}"]`).toContain(cost);
  });

  it('the reader names the folder whose meta is missing', async () => {
    await expect(metaOf(ROOT, 'no-such-block')).rejects.toThrow('widgets/no-such-block/ has no test/meta.ts');
  });
});
