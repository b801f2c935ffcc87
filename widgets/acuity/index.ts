/**
 * The acuity block (65): Acuity Scheduling's script, loaded once per page
 * (docs/behaviour/third-party.md#third-party-blocks), its row of src/embeds/providers.ts.
 */
import type { BlockMount } from '../../src/block-context.ts';
import { providerMount } from '../../src/embeds/providers.ts';

/** Loads the provider's script for this block; a failure leaves a link to the provider. */
export const mount = providerMount('acuity');

// The one widget contract (behaviour/blocks.md#widget-contract), checked by the compiler.
mount satisfies BlockMount;
