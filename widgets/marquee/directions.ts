/** Which way the marquee's text moves (docs/behaviour.md#content-blocks), listed once for its declaration (./data.ts). */
export const MARQUEE_DIRECTIONS = ['left', 'right'] as const;
