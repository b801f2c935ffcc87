/**
 * Series colours (docs/behaviour/charts.md#charts): each at least 3:1 against
 * white, as a mark that carries meaning must be; repeated past eight.
 */
const COLOURS = ['#1f6f9f', '#c15b00', '#2e7d32', '#b3261e', '#7b4fa0', '#8a6d00', '#c2185b', '#546e7a'];

/** The colour of series (or pie slice) `index`. */
export const colour = (index: number): string => COLOURS[index % COLOURS.length]!;
