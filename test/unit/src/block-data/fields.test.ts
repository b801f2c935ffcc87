// @vitest-environment node
/**
 * The declaration's field kinds (docs/behaviour/blocks.md#block-data-declaration):
 * each reads what it accepts, and anything else falls back to the default
 * with one problem worded as a sentence; only a required field refuses.
 */
import { describe, expect, it } from 'vitest';
import { bool, num, oneOf, text } from '../../../../src/block-data/fields.ts';
import { list } from '../../../../src/block-data/list.ts';
import { object } from '../../../../src/block-data/object.ts';
import { readBlock } from '../../../../src/block-data/read-block.ts';

const read = (table: Parameters<typeof readBlock>[0], raw: unknown) => readBlock(table, raw);

describe('field kinds', () => {
  it('num reads numbers and numeric strings within bounds; anything else is the default and one problem', () => {
    const table = { n: num({ min: 1, default: 4, description: 'd' }) };
    expect(read(table, { n: 3 })).toEqual({ value: { n: 3 }, problems: [] });
    expect(read(table, { n: '2.5' }).value.n).toBe(2.5);
    expect(read(table, {})).toEqual({ value: { n: 4 }, problems: [] });
    expect(read(table, { n: -3 })).toEqual({
      value: { n: 4 },
      problems: [{ field: 'n', message: 'expected a number of at least 1, got -3; the default is used', refused: false }],
    });
    expect(read(table, { n: 'x' }).problems[0]!.message).toBe('expected a number of at least 1, got "x"; the default is used');
    expect(read(table, { n: null }).problems[0]!.message).toBe('expected a number of at least 1, got null; the default is used');
    expect(read({ n: num({ min: 0, max: 100, integer: true, description: 'd' }) }, { n: 2.5 }).problems[0]!.message).toBe(
      'expected a whole number from 0 to 100, got 2.5; the default is used',
    );
  });

  it('bool reads true/false and their strings', () => {
    const table = { b: bool({ default: false, description: 'd' }) };
    expect(read(table, { b: 'true' }).value.b).toBe(true);
    expect(read(table, { b: 'false' }).value.b).toBe(false);
    expect(read(table, { b: 'yes' })).toEqual({
      value: { b: false },
      problems: [{ field: 'b', message: 'expected true or false, got "yes"; the default is used', refused: false }],
    });
  });

  it('oneOf names the accepted values and maps them', () => {
    const table = { a: oneOf(['left', 'center'], { default: 'middle', map: { center: 'middle' }, description: 'd' }) };
    expect(read(table, { a: 'center' }).value.a).toBe('middle');
    expect(read(table, { a: 'left' }).value.a).toBe('left');
    expect(read(table, { a: 'diagonal' }).problems).toEqual([
      { field: 'a', message: 'expected one of left, center, got "diagonal"; the default is used', refused: false },
    ]);
    // A name only on Object.prototype is no name.
    expect(read(table, { a: 'toString' }).value.a).toBe('middle');
  });

  it('a required field refuses when absent, empty or unreadable', () => {
    const table = { id: text({ required: true, description: 'd' }) };
    expect(read(table, {}).problems).toEqual([{ field: 'id', message: 'required', refused: true }]);
    expect(read(table, { id: '' }).problems).toEqual([{ field: 'id', message: 'required', refused: true }]);
    expect(read(table, { id: 3 }).problems).toEqual([{ field: 'id', message: 'expected text, got 3', refused: true }]);
  });

  it('reports every problem, not the first', () => {
    const table = { a: num({ description: 'd' }), b: bool({ description: 'd' }), c: text({ required: true, description: 'd' }) };
    expect(read(table, { a: 'x', b: 1 }).problems.map((p) => p.field)).toEqual(['a', 'b', 'c']);
  });

  it('aliases are read when the name is absent; nullable fields take null as "not set", silently', () => {
    const table = {
      g: num({ min: 0, aliases: ['padding'], description: 'd' }),
      m: object({ html: text({ description: 'd' }) }, { nullable: true, description: 'd' }),
    };
    expect(read(table, { padding: 5, m: null })).toEqual({ value: { g: 5 }, problems: [] });
    expect(read(table, { padding: -1 }).problems[0]).toMatchObject({ field: 'padding' });
    expect(read(table, { m: { html: 4 } }).problems).toEqual([{ field: 'm.html', message: 'expected text, got 4; the default is used', refused: false }]);
  });

  it('a list leaves out an item that cannot render and keeps the rest', () => {
    const table = {
      items: list(object({ id: text({ required: true, description: 'd' }) }, { required: true, description: 'd' }), { default: [], description: 'd' }),
    };
    const { value, problems } = read(table, { items: [{ id: 'a' }, {}, 7] });
    expect(value.items).toEqual([{ id: 'a' }]);
    expect(problems).toEqual([
      { field: 'items.1.id', message: 'required (the item is left out)', refused: false },
      { field: 'items.2', message: 'expected an object, got 7 (the item is left out)', refused: false },
    ]);
  });

  it('data that is not an object reads as every default, with one problem', () => {
    expect(read({ n: num({ default: 1, description: 'd' }) }, [1])).toEqual({
      value: { n: 1 },
      problems: [{ field: '(root)', message: 'expected an object, got [1]; the defaults are used', refused: false }],
    });
  });

  it('own fields only: "__proto__" in the JSON is no field', () => {
    expect(read({ constructor: text({ default: 'x', description: 'd' }) }, JSON.parse('{"__proto__": {"constructor": 1}}')).value).toEqual({
      constructor: 'x',
    });
  });
});
