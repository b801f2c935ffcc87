/**
 * A chart's data as a table (docs/behaviour/charts.md#charts): the accessible
 * alternative to the drawing, hidden visually, read cell by cell by a
 * screen reader.
 */
import { ownDoc } from '../dom/doc.ts';
import type { ChartData } from './data.ts';
import './chart.css';

/** The data as a table: caption the title, a row per label, a column per series. */
export function chartTable(data: ChartData): HTMLTableElement {
  const table = ownDoc.createElement('table');
  table.className = 'sqs-chart-table';
  if (data.title) table.createCaption().textContent = data.title;
  const head = table.createTHead().insertRow();
  // The corner heads nothing: a plain cell, not an empty header.
  head.append(ownDoc.createElement('td'));
  for (const series of data.series) {
    const th = ownDoc.createElement('th');
    th.scope = 'col';
    th.textContent = series.name;
    head.append(th);
  }
  const body = table.createTBody();
  data.labels.forEach((label, row) => {
    const tr = body.insertRow();
    const th = ownDoc.createElement('th');
    th.scope = 'row';
    th.textContent = label;
    tr.append(th);
    for (const series of data.series) tr.insertCell().textContent = String(series.values[row] ?? '');
  });
  return table;
}
