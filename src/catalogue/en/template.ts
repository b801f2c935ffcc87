import type { Area } from '../area.ts';

/** The 7.0 templates' header (docs/behaviour/page-modules.md#classic-template): the mobile menu toggle's names. */
export const TEMPLATE_TEXT = {
  name: 'template',
  messages: {
    openMenu: 'Open Menu',
    closeMenu: 'Close Menu',
  },
} as const satisfies Area;
