/** No block JSON: the settings are the section\'s `data-current-context` (docs/behaviour/blocks.md#widget-contract). */

/** One line for the block-schema reference. */
export const summary =
  'The 7.1 section divider (`data-controller="SectionDivider"` on `.section-border`): the section\'s `data-current-context` `divider` (`enabled`, `type`, `height`, `width`, `offset`, `isFlipX`, `isFlipY`, `stroke`), read leniently; redraws the `.section-divider-clip` and `.section-divider-stroke` paths for the section\'s size.';
