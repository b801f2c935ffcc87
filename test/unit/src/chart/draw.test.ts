// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { drawChart } from '../../../../src/chart/draw.ts';
import { legendLayout } from '../../../../src/chart/legend.ts';

const data = {
  title: 'Sales <b>',
  labels: ['Q1', 'Q2', '<img src=x>'],
  series: [
    { name: 'Mugs', values: [10, 14, 22] },
    { name: 'Bowls', values: [4, 9, 7] },
  ],
};

describe('the chart drawer', () => {
  it('draws a bar per value, a key per series, the title and labels as text only', () => {
    const svg = drawChart(data, 'bar');
    expect(svg.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.querySelectorAll('rect.sqs-chart-bar')).toHaveLength(6);
    expect([...svg.querySelectorAll('.sqs-chart-legend text')].map((t) => t.textContent)).toEqual(['Mugs', 'Bowls']);
    expect(svg.querySelector('.sqs-chart-title')!.textContent).toBe('Sales <b>');
    expect(svg.querySelector('img, b')).toBeNull();
    // Looks by presentation attributes and the CSSOM, never a style attribute string.
    expect(svg.style.maxWidth).toBe('480px');
  });
  it('draws a line per series with a point per value', () => {
    const svg = drawChart(data, 'line');
    expect(svg.querySelectorAll('path.sqs-chart-line')).toHaveLength(2);
    expect(svg.querySelectorAll('circle')).toHaveLength(6);
  });
  it('draws a slice per label of the first series; all zeros an empty circle', () => {
    expect(drawChart(data, 'pie').querySelectorAll('path.sqs-chart-slice')).toHaveLength(3);
    const empty = drawChart({ ...data, series: [{ name: '', values: [0, 0, 0] }] }, 'pie');
    expect(empty.querySelectorAll('path')).toHaveLength(0);
    expect(empty.querySelectorAll('circle')).toHaveLength(1);
  });
  it('a single series has no key; no series draws the axes only', () => {
    expect(drawChart({ ...data, series: [data.series[0]!] }, 'bar').querySelectorAll('.sqs-chart-legend rect')).toHaveLength(0);
    expect(drawChart({ title: '', labels: [], series: [] }, 'line').querySelectorAll('.sqs-chart-marks > *')).toHaveLength(0);
  });
  it('wraps the key to the width', () => {
    expect(legendLayout(['aaaa', 'bbbb', 'cccc'], 0, 0, 120)).toEqual({
      at: [
        [0, 0],
        [58, 0],
        [0, 20],
      ],
      rows: 2,
    });
    expect(legendLayout([], 0, 0, 100).rows).toBe(0);
  });
});
