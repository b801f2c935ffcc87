/**
 * The chart helpers page module (docs/behaviour.md#chart-helpers): a chart
 * drawn as a picture gets a text alternative. Each `.sqs-chart[data-chart-json]`
 * (`{ title, labels[], series[{ name, values[] }] }`) is named by its title
 * (`role="img"`) and followed by a data table, visually hidden, that a
 * screen reader can read cell by cell.
 */
import type { ModuleCleanup, PageModuleContext } from '../../src/page-module.ts';
import { warn } from '../../src/log.ts';
import './chart-helpers.css';
import { ownDoc } from '../../src/dom/doc.ts';

/** The chart's data, checked. */
export interface ChartData {
  title: string;
  labels: string[];
  series: Array<{ name: string; values: number[] }>;
}

/** Reads `data-chart-json`. @throws an Error naming the field at fault */
export function chartData(json: string | null): ChartData {
  let value: unknown;
  try {
    value = JSON.parse(json ?? '');
  } catch {
    throw new Error('data-chart-json is not JSON');
  }
  const { title, labels, series } = (value ?? {}) as Record<string, unknown>;
  if (!Array.isArray(labels) || !labels.every((label) => typeof label === 'string')) throw new Error('field "labels": expected a list of text');
  if (!Array.isArray(series)) throw new Error('field "series": expected a list');
  return {
    title: typeof title === 'string' ? title : '',
    labels,
    series: series.map((entry: unknown, index: number) => {
      const { name, values } = (entry ?? {}) as Record<string, unknown>;
      if (!Array.isArray(values) || !values.every((v) => typeof v === 'number')) throw new Error(`field "series.${index}.values": expected a list of numbers`);
      return { name: typeof name === 'string' ? name : '', values };
    }),
  };
}

/** The data as a table: a row per label, a column per series. */
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

/** Adds the alternatives. */
export function start({ elements }: PageModuleContext): ModuleCleanup {
  const added: Array<() => void> = [];
  for (const chart of elements) {
    let data: ChartData;
    try {
      data = chartData(chart.getAttribute('data-chart-json'));
    } catch (error) {
      warn(`chart ${chart.id ? `#${chart.id}` : ''}: ${(error as Error).message}; left as it is`);
      continue;
    }
    const table = chartTable(data);
    chart.setAttribute('role', 'img');
    if (data.title) chart.setAttribute('aria-label', data.title);
    chart.after(table);
    added.push(() => (table.remove(), chart.removeAttribute('role')));
  }
  return () => added.forEach((undo) => undo());
}
