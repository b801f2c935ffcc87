/**
 * The chart block (62): its data drawn as a bar, line or pie chart by the
 * runtime's own SVG drawer, no charting library and no third-party script
 * (docs/behaviour/charts.md#charts). The drawing is named by the chart's title;
 * its data follows as a table for screen readers. Server markup stays.
 */
import type { BlockContext, BlockMount, Cleanup } from '../../src/block-context.ts';
import { useBlockData } from '../../src/block-data/use-block-data.ts';
import { drawChart } from '../../src/chart/draw.ts';
import { chartTable } from '../../src/chart/table.ts';
import { ownDoc } from '../../src/dom/doc.ts';
import { fields } from './data.ts';

/** Draws the chart into the block's content box, the table after it. */
export function mount(element: HTMLElement, raw: unknown, context: BlockContext): Cleanup {
  // Lenient (docs/behaviour/blocks.md#block-data-declaration): a warning per value defaulted; no labels or series refuses the block, markup left.
  const data = useBlockData(fields, raw, context);
  const box = element.querySelector('.sqs-block-content') ?? element;
  const figure = ownDoc.createElement('div');
  figure.className = 'sqs-chart-drawn';
  figure.setAttribute('role', 'img');
  figure.setAttribute('aria-label', data.title || 'Chart');
  figure.append(drawChart(data, data.type));
  const table = chartTable(data);
  box.append(figure, table);
  return () => {
    figure.remove();
    table.remove();
  };
}

// The one widget contract (behaviour/blocks.md#widget-contract), checked by the compiler.
mount satisfies BlockMount;
