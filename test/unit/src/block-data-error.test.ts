// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BlockDataError } from '../../../src/block-data-error.ts';
import { text } from '../../../src/block-data/fields.ts';
import { useBlockData } from '../../../src/block-data/use-block-data.ts';

const ROOT = join(import.meta.dirname, '../../..');

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

/** A field error made by hand: an Error given a `field` some other way than the one builder. */
const HAND_MADE = /Object\.assign\(\s*new Error\([^;]*\{\s*field\b/;

/** Files not moved yet (none: the gallery's problems are BlockDataErrors now). */
const NOT_YET = new Set<string>([]);

describe('field errors are built one way (docs/behaviour/blocks.md#widget-contract)', () => {
  it('BlockDataError names the field and says what is wrong', () => {
    const error = new BlockDataError('form.newsletter-form', 'no form.newsletter-form in the block');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('BlockDataError');
    expect(error.field).toBe('form.newsletter-form');
    expect(error.message).toBe('no form.newsletter-form in the block');
  });

  it('is the class useBlockData refuses a block with', () => {
    expect(() => useBlockData({ id: text({ required: true, description: 'An id.' }) }, {}, { id: 'b', type: 't' })).toThrow(BlockDataError);
  });

  it('the pattern finds a hand-made one', () => {
    expect(HAND_MADE.test("throw Object.assign(new Error('no img in the block'), { field: 'img' });")).toBe(true);
    expect(HAND_MADE.test("throw new BlockDataError('img', 'no img in the block');")).toBe(false);
  });

  it('no widget, page module or form code makes one by hand', () => {
    const found = ['widgets', 'modules', 'src/forms'].flatMap(sources).filter((path) => HAND_MADE.test(readFileSync(join(ROOT, path), 'utf8')));
    expect(found.filter((path) => !NOT_YET.has(path))).toEqual([]);
    expect([...NOT_YET].filter((path) => !found.includes(path))).toEqual([]);
  });
});
