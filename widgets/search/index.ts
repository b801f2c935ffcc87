/** The search block (33): the server's rendering (docs/behaviour.md#third-party-blocks), its row of src/embeds/providers.ts. */
import type { BlockMount } from '../../src/block-context.ts';
import { providerMount } from '../../src/embeds/providers.ts';

/** Replaces the block's content with the server's rendering; a failure leaves the markup and a link. */
export const mount = providerMount('search');

// The one widget contract (behaviour.md#widget-contract), checked by the compiler.
mount satisfies BlockMount;
