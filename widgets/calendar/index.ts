/** The calendar block (26): the server's rendering (docs/behaviour/third-party.md#third-party-blocks), its row of src/embeds/providers.ts, through src/embeds/rendering-mount.ts. */
import type { BlockMount } from '../../src/block-context.ts';
import { renderingMount } from '../../src/embeds/rendering-mount.ts';

/** Replaces the block's content with the server's rendering; a failure leaves the markup and a link. */
export const mount = renderingMount('calendar');

// The one widget contract (behaviour/blocks.md#widget-contract), checked by the compiler.
mount satisfies BlockMount;
