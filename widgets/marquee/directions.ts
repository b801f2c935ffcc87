/** Which way the marquee's text moves (docs/behaviour/content-blocks.md#content-blocks), listed once for its declaration (./data.ts). */
export const MARQUEE_DIRECTIONS = ['left', 'right'] as const;
