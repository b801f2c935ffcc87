/**
 * A chart's key (docs/behaviour/charts.md#charts): a swatch and a name per series
 * (per slice for a pie), in rows that fit the drawing's width.
 */
import { colour } from './colours.ts';
import { svg, svgText } from './svg.ts';

/** Height of one row of the key. */
export const ROW = 20;

/** Rough width of `text` at the drawing's 12-unit font, with its swatch and gap. */
const widthOf = (text: string): number => text.length * 7 + 30;

/** Where each entry goes: `[x, y]` from (`x`, `y`), wrapping at `width`; and the rows used. */
export function legendLayout(names: readonly string[], x: number, y: number, width: number): { at: Array<[number, number]>; rows: number } {
  let left = x;
  let top = y;
  const at = names.map((name): [number, number] => {
    if (left > x && left + widthOf(name) > x + width) {
      left = x;
      top += ROW;
    }
    const spot: [number, number] = [left, top];
    left += widthOf(name);
    return spot;
  });
  return { at, rows: names.length ? (top - y) / ROW + 1 : 0 };
}

/** Draws the key into `parent` at the layout's places. */
export function drawLegend(parent: Element, names: readonly string[], at: ReadonlyArray<[number, number]>): void {
  const group = svg('g', { class: 'sqs-chart-legend' }, parent);
  names.forEach((name, index) => {
    const [x, y] = at[index]!;
    svg('rect', { x, y: y + 4, width: 12, height: 12, rx: 2, fill: colour(index) }, group);
    svgText(group, name, { x: x + 18, y: y + 14 });
  });
}
