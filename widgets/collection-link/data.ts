/** Its JSON (`collectionId` and the server's layout fields) is not read: the links are in the markup (docs/behaviour/content-blocks.md#collection-link). */

/** One line for the block-schema reference. */
export const summary = "The collection-link block (12): its content is the server's links to the collection; they are kept as served, never replaced.";
