/**
 * The instagram block (25). Where the server rendered the account's posts
 * as thumbnails, they load at their width steps (thumbnails.ts,
 * docs/behaviour/third-party.md#instagram-thumbnails) and no script is loaded; otherwise
 * Instagram's script, loaded once per page (docs/behaviour/third-party.md#third-party-blocks),
 * its row of src/embeds/providers.ts.
 */
import type { BlockMount } from '../../src/block-context.ts';
import { providerMount } from '../../src/embeds/providers.ts';

const embed = providerMount('instagram');

/** Whether the server rendered the account's thumbnails for the block to load. */
const hasThumbnails = (element: Element): boolean => element.querySelector('img[data-src]') !== null;

/**
 * Loads the thumbnails, or the provider's script for this block; a script
 * failure leaves a link to the provider. The thumbnails' code (the shared
 * image loader) loads only for a block that has them: a script-only block's
 * first view stays within its budget.
 */
export const mount: BlockMount = (element, data, context) =>
  hasThumbnails(element) ? import('./thumbnails.ts').then(({ showThumbnails }) => showThumbnails(element)) : embed(element, data, context);

// The one widget contract (behaviour/blocks.md#widget-contract), checked by the compiler.
mount satisfies BlockMount;
