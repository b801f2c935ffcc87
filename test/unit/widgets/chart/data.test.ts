import { describe, expect, it } from 'vitest';
import { readBlock } from '../../../../src/block-data/read-block.ts';
import { fields } from '../../../../widgets/chart/data.ts';

describe("the chart block's data, read leniently", () => {
  it('reads type, title, labels and series; type defaults to bar', () => {
    const { value, problems } = readBlock(fields, { title: 'T', labels: ['a', 2024], series: [{ name: 'S', values: [1, '2.5'] }] });
    expect(problems).toEqual([]);
    expect(value).toEqual({ type: 'bar', title: 'T', labels: ['a', '2024'], series: [{ name: 'S', values: [1, 2.5] }] });
  });
  it('an unknown type is bar, with one problem naming the field and value, not a refusal', () => {
    const { value, problems } = readBlock(fields, { type: 'donut', labels: [], series: [] });
    expect(value.type).toBe('bar');
    expect(problems).toEqual([{ field: 'type', message: 'expected one of bar, line, pie, got "donut"; the default is used', refused: false }]);
  });
  it('no labels or no series refuses, naming each field', () => {
    expect(
      readBlock(fields, {})
        .problems.filter((p) => p.refused)
        .map((p) => p.field),
    ).toEqual(['labels', 'series']);
    expect(readBlock(fields, { labels: 'Q1', series: [] }).problems).toEqual([
      { field: 'labels', message: 'expected a list of text, got "Q1"', refused: true },
    ]);
  });
  it('a series whose values are not all numbers is left out with a warning; the others are kept', () => {
    const { value, problems } = readBlock(fields, {
      labels: ['a', 'b'],
      series: [
        { name: 'bad', values: [1, 'x'] },
        { name: 'good', values: [1, 2] },
      ],
    });
    expect(value.series.map((s) => s.name)).toEqual(['good']);
    expect(problems).toEqual([{ field: 'series.0.values', message: 'expected a list of numbers, got [1,"x"] (the item is left out)', refused: false }]);
  });
});
