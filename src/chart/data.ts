/**
 * A chart's data, as the chart block and the chart helpers read it
 * (docs/behaviour/charts.md#charts): a label per category, a series per line of values.
 */
export interface ChartData {
  title: string;
  labels: string[];
  series: Array<{ name: string; values: number[] }>;
}

/** The kinds of chart the drawer draws (the platform's chart variants). */
export const CHART_TYPES = ['bar', 'line', 'pie'] as const;

/** One of {@link CHART_TYPES}. */
export type ChartType = (typeof CHART_TYPES)[number];
