/** The summary's designs (docs/behaviour/content-blocks.md#content-blocks), listed once for its declaration (./data.ts). */
export const SUMMARY_DESIGNS = ['autocolumns', 'autogrid', 'carousel', 'list', 'wall'] as const;
