// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { chartData, start } from '../../../../modules/chart-helpers/index.ts';
import { moduleContext } from '../context.ts';

describe('chart helpers', () => {
  it('name the chart and add its data as a table', () => {
    document.body.innerHTML = `<div class="sqs-chart" data-chart-json='{"title":"Sales","labels":["Q1","Q2"],"series":[{"name":"Mugs","values":[10,14]},{"name":"Bowls","values":[4,9]}]}'><svg></svg></div>`;
    start(moduleContext('chart-helpers', {}, [document.querySelector('.sqs-chart')!]));
    const chart = document.querySelector('.sqs-chart')!;
    expect(chart.getAttribute('role')).toBe('img');
    expect(chart.getAttribute('aria-label')).toBe('Sales');
    const table = document.querySelector('table')!;
    expect(table.caption!.textContent).toBe('Sales');
    expect([...table.rows].map((row) => [...row.cells].map((cell) => cell.textContent))).toEqual([
      ['', 'Mugs', 'Bowls'],
      ['Q1', '10', '4'],
      ['Q2', '14', '9'],
    ]);
  });
  it('bad data names the field and leaves the chart alone', () => {
    expect(() => chartData('{"labels":["a"],"series":[{"values":["x"]}]}')).toThrow('field "series.0.values": expected a list of numbers');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = `<div class="sqs-chart" data-chart-json='nope'></div>`;
    start(moduleContext('chart-helpers', {}, [document.querySelector('.sqs-chart')!]));
    expect(document.querySelector('table')).toBeNull();
  });
});

describe('chart helpers draw a chart the page left undrawn', () => {
  it("draws the data with the runtime's drawer when the chart has no svg or canvas, and keeps the table", () => {
    document.body.innerHTML = `<div class="sqs-chart" data-chart-json='{"title":"Sales","type":"pie","labels":["Q1","Q2"],"series":[{"name":"Mugs","values":[10,14]}]}'></div>`;
    const stop = start(moduleContext('chart-helpers', {}, [document.querySelector('.sqs-chart')!]));
    expect(document.querySelectorAll('.sqs-chart svg path.sqs-chart-slice')).toHaveLength(2);
    expect(document.querySelector('table')).not.toBeNull();
    stop();
    expect(document.querySelector('.sqs-chart svg')).toBeNull();
  });
  it('leaves a chart the page drew as it is; an unknown type draws bars', () => {
    document.body.innerHTML = `<div class="sqs-chart" data-chart-json='{"labels":["a"],"series":[{"values":[1]}]}'><canvas></canvas></div>`;
    start(moduleContext('chart-helpers', {}, [document.querySelector('.sqs-chart')!]));
    expect(document.querySelector('.sqs-chart svg')).toBeNull();
    expect(chartData('{"type":"donut","labels":[],"series":[]}').type).toBe('bar');
  });
});
