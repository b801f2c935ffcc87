/** Which way the marquee's text moves (docs/behaviour.md#content-blocks): the schema and the hand reader both list them from here. */
export const MARQUEE_DIRECTIONS = ['left', 'right'] as const;
