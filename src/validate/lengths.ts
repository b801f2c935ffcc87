/**
 * The highest count a cart badge shows as a number; more shows '100+'
 * (behaviour/vocabulary.md#vocabulary). The editor's own limits (tags, categories, blocks per layout…)
 * are checked by the editor, not by the published page (behaviour/vocabulary.md#reachable-vocabulary).
 */
export const CART_BADGE_CAP = 100;
