/**
 * The chart helpers page module (docs/behaviour/charts.md#chart-helpers): each
 * `.sqs-chart[data-chart-json]` (`{ title, type?, labels[], series[{ name, values[] }] }`)
 * is named by its title (`role="img"`), drawn by the runtime's own drawer
 * when nothing is drawn in it yet (no `svg` or `canvas`), and followed by
 * its data as a table, visually hidden, that a screen reader can read cell by cell.
 */
import type { ModuleCleanup, PageModuleContext } from '../../src/page-module.ts';
import { warn } from '../../src/log.ts';
import { CHART_TYPES, type ChartData, type ChartType } from '../../src/chart/data.ts';
import { drawChart } from '../../src/chart/draw.ts';
import { chartTable } from '../../src/chart/table.ts';

export { chartTable, type ChartData };

/** The chart's data, checked, with the kind of chart to draw. */
export interface ChartSpec extends ChartData {
  type: ChartType;
}

/** Reads `data-chart-json`. @throws an Error naming the field at fault */
export function chartData(json: string | null): ChartSpec {
  let value: unknown;
  try {
    value = JSON.parse(json ?? '');
  } catch {
    throw new Error('data-chart-json is not JSON');
  }
  const { title, labels, series, type } = (value ?? {}) as Record<string, unknown>;
  if (!Array.isArray(labels) || !labels.every((label) => typeof label === 'string')) throw new Error('field "labels": expected a list of text');
  if (!Array.isArray(series)) throw new Error('field "series": expected a list');
  return {
    title: typeof title === 'string' ? title : '',
    type: CHART_TYPES.includes(type as ChartType) ? (type as ChartType) : 'bar',
    labels,
    series: series.map((entry: unknown, index: number) => {
      const { name, values } = (entry ?? {}) as Record<string, unknown>;
      if (!Array.isArray(values) || !values.every((v) => Number.isFinite(v))) throw new Error(`field "series.${index}.values": expected a list of numbers`);
      return { name: typeof name === 'string' ? name : '', values };
    }),
  };
}

/** Adds the alternatives, and the drawing where the page has none. */
export function start({ elements }: PageModuleContext): ModuleCleanup {
  const added: Array<() => void> = [];
  for (const chart of elements) {
    let data: ChartSpec;
    try {
      data = chartData(chart.getAttribute('data-chart-json'));
    } catch (error) {
      warn(`chart ${chart.id ? `#${chart.id}` : ''}: ${(error as Error).message}; left as it is`);
      continue;
    }
    const table = chartTable(data);
    // A chart the page already drew (an image, a canvas) is kept as it is.
    const drawing = chart.querySelector('svg, canvas') ? null : drawChart(data, data.type);
    if (drawing) chart.append(drawing);
    chart.setAttribute('role', 'img');
    if (data.title) chart.setAttribute('aria-label', data.title);
    chart.after(table);
    added.push(() => {
      table.remove();
      drawing?.remove();
      chart.removeAttribute('role');
    });
  }
  return () => added.forEach((undo) => undo());
}
