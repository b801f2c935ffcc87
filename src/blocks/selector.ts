/**
 * What a block looks like in the page: the README's `data-block`, and the
 * platform's own server markup (docs/behaviour/blocks.md#blocks). Shared by the
 * loader (which holds early clicks) and the blocks runtime (which mounts).
 */
export const BLOCK_SELECTOR = '[data-block], .sqs-block[data-block-type]';

/**
 * Also what the blocks runtime finds: 7.1 section controllers
 * (`data-controller="Name"`, docs/behaviour/sections.md#controllers), mounted like
 * blocks. The loader holds no early clicks for them.
 */
export const FOUND_SELECTOR = BLOCK_SELECTOR + ',[data-controller]';
