/**
 * The chart drawer (docs/behaviour/charts.md#charts): bar, line and pie charts as
 * SVG, our own few hundred bytes rather than a charting library. The
 * drawing is a picture (`aria-hidden`): its caller names it with the
 * chart's title and gives the data as a table (./table.ts).
 */
import { colour } from './colours.ts';
import type { ChartData, ChartType } from './data.ts';
import { bandCentre, bars, type Box, linePath, points, slices, valueScale, yOf } from './geometry.ts';
import { drawLegend, legendLayout, ROW } from './legend.ts';
import type { Scale } from './scale.ts';
import { svg, svgText, tooltip } from './svg.ts';

const WIDTH = 480;

/** The drawing's root: scales to its box's width, text in the page's colour and font. */
function root(height: number, type: ChartType): SVGSVGElement {
  const element = svg('svg', {
    viewBox: `0 0 ${WIDTH} ${height}`,
    width: '100%',
    'font-size': 12,
    fill: 'currentColor',
    'aria-hidden': 'true',
    class: `sqs-chart-svg sqs-chart-${type}`,
  });
  // The CSSOM, not a style attribute: allowed under the strict CSP.
  element.style.maxWidth = `${WIDTH}px`;
  element.style.display = 'block';
  return element;
}

/** Gridlines at the ticks with their values, and the labels under their bands. */
function drawAxes(parent: SVGSVGElement, data: ChartData, box: Box, scale: Scale): void {
  const axes = svg('g', { class: 'sqs-chart-axes' }, parent);
  for (const tick of scale.ticks) {
    const y = yOf(scale, box, tick);
    svg('line', { x1: box.x, x2: box.x + box.width, y1: y, y2: y, stroke: tick === 0 ? 'currentColor' : '#d0d0d0' }, axes);
    svgText(axes, tick.toLocaleString(), { x: box.x - 6, y: y + 4, 'text-anchor': 'end' });
  }
  data.labels.forEach((label, index) => svgText(axes, label, { x: bandCentre(data, box, index), y: box.y + box.height + 18, 'text-anchor': 'middle' }));
}

/** The series' names, for the key: a nameless series is numbered. */
const seriesNames = (data: ChartData): string[] => data.series.map((s, i) => s.name || `Series ${i + 1}`);

/** Room above the marks: the title's line when there is one. */
const top = (data: ChartData): number => (data.title ? 34 : 10);

/** The title, bold, above the marks (the picture's caption; its name for assistive technology is the caller's). */
function drawTitle(parent: SVGSVGElement, data: ChartData): void {
  if (data.title) svgText(parent, data.title, { x: 0, y: 16, 'font-size': 15, 'font-weight': 'bold', class: 'sqs-chart-title' });
}

/** A bar or line chart: value axis, the marks, and a key when there is more than one series. */
function drawAxisChart(data: ChartData, type: 'bar' | 'line'): SVGSVGElement {
  const box: Box = { x: 48, y: top(data), width: WIDTH - 60, height: 220 };
  const names = data.series.length > 1 ? seriesNames(data) : [];
  const key = legendLayout(names, box.x, box.y + box.height + 30, box.width);
  const element = root(box.y + box.height + 30 + key.rows * ROW + 4, type);
  const scale = valueScale(data);
  drawTitle(element, data);
  drawAxes(element, data, box, scale);
  const marks = svg('g', { class: 'sqs-chart-marks' }, element);
  if (type === 'bar') {
    for (const bar of bars(data, box, scale)) {
      const rect = svg('rect', { x: bar.x, y: bar.y, width: bar.width, height: bar.height, fill: colour(bar.series), class: 'sqs-chart-bar' }, marks);
      tooltip(rect, `${data.labels[bar.label]}, ${seriesNames(data)[bar.series]}: ${bar.value.toLocaleString()}`);
    }
  } else {
    data.series.forEach((_, index) => {
      const pts = points(data, box, scale, index);
      svg('path', { d: linePath(pts), fill: 'none', stroke: colour(index), 'stroke-width': 2.5, 'stroke-linejoin': 'round', class: 'sqs-chart-line' }, marks);
      for (const [cx, cy] of pts) svg('circle', { cx, cy, r: 3.5, fill: colour(index) }, marks);
    });
  }
  drawLegend(element, names, key.at);
  return element;
}

/** A pie of the first series: a slice per label, the key giving each label's share. */
function drawPie(data: ChartData): SVGSVGElement {
  const radius = 100;
  const [cx, cy] = [10 + radius, top(data) + radius];
  const parts = slices(data, cx, cy, radius);
  const names = parts.map(({ label, share }) => `${data.labels[label]} (${Math.round(share * 100)}%)`);
  const key = legendLayout(names, 2 * radius + 40, top(data), 0);
  const element = root(top(data) + Math.max(2 * radius + 10, key.rows * ROW + 10), 'pie');
  drawTitle(element, data);
  const marks = svg('g', { class: 'sqs-chart-marks' }, element);
  // With nothing to share (all zeros), the empty circle says so.
  if (!parts.length) svg('circle', { cx, cy, r: radius, fill: 'none', stroke: '#d0d0d0' }, marks);
  parts.forEach(({ d, label, value }, index) => {
    const path = svg('path', { d, fill: colour(index), stroke: '#fff', 'stroke-width': 1.5, class: 'sqs-chart-slice' }, marks);
    tooltip(path, `${data.labels[label]}: ${value.toLocaleString()}`);
  });
  drawLegend(element, names, key.at);
  return element;
}

/** Draws `data` as a chart of `type`: an SVG element, not yet in the page. */
export const drawChart = (data: ChartData, type: ChartType): SVGSVGElement => (type === 'pie' ? drawPie(data) : drawAxisChart(data, type));
