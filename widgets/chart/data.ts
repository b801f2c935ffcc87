/**
 * The chart block's data declaration (docs/behaviour/charts.md#charts): the one
 * statement of its fields, from which the widget reads its data,
 * `site-runtime check` reports and docs/block-schemas.md is written. Read
 * leniently: an unknown `type` draws a bar chart with one warning; without
 * `labels` or `series` there is nothing to draw and the block is refused.
 */
import { type Field, Invalid } from '../../src/block-data/field.ts';
import { oneOf, shown, text } from '../../src/block-data/fields.ts';
import { list } from '../../src/block-data/list.ts';
import { object } from '../../src/block-data/object.ts';
import { CHART_TYPES } from '../../src/chart/data.ts';

/** One line for the block-schema reference. */
export const summary =
  "The chart block (62): a bar, line or pie chart drawn as SVG by the runtime itself from the block's data (no charting library, no third-party script), named by its title, with its data as a table for screen readers.";

/** A list whose every entry `read` accepts; one it does not refuses the whole list (a gap would shift every later value to the wrong label). */
const listOf = <T>(accepts: string, description: string, read: (entry: unknown) => T | undefined, required?: boolean): Field<T[]> => ({
  accepts: `list of ${accepts}`,
  description,
  required,
  parse(value) {
    const read_ = Array.isArray(value) ? value.map(read) : [undefined];
    if (read_.every((entry) => entry !== undefined)) return read_ as T[];
    throw new Invalid(`expected a list of ${accepts}, got ${shown(value)}`);
  },
});

// A number as the page writes it: 12, or "12".
const number = (entry: unknown): number | undefined => {
  const n = typeof entry === 'string' && entry.trim() !== '' ? Number(entry) : entry;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
};
// A label: text, or a number (a year) read as text.
const label = (entry: unknown): string | undefined => (typeof entry === 'string' ? entry : typeof entry === 'number' ? String(entry) : undefined);

/** The chart block's fields. */
export const fields = {
  type: oneOf(CHART_TYPES, {
    default: 'bar',
    description: "The kind of chart (the platform's chart variants); another value draws a bar chart, with a warning.",
  }),
  title: text({ default: '', description: "The chart's title: shown above it, its name for assistive technology and the caption of its data table." }),
  labels: listOf('text', "A label per category: the bars' groups, the line's points, the pie's slices.", label, true),
  series: list(
    object(
      {
        name: text({ default: '', description: "The series' name, in the key and the table's column head." }),
        values: listOf('numbers', "A value per label, in the labels' order (a pie draws the first series).", number, true),
      },
      { description: 'One series of values.' },
    ),
    { required: true, description: 'The series drawn; one that cannot be read is left out with a warning.' },
  ),
};
