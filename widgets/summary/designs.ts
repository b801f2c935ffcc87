/** The summary's designs (docs/behaviour.md#content-blocks): the schema and the hand reader both list them from here. */
export const SUMMARY_DESIGNS = ['autocolumns', 'autogrid', 'carousel', 'list', 'wall'] as const;
