/**
 * The section divider's visitor probes (tools/probes/types.ts; docs/behaviour/sections.md#section-divider).
 * Read only by tests and tools.
 */
import { expect } from '@playwright/test';
import type { VisitorProbe } from '../../../tools/probes/types.ts';

export const probes: VisitorProbe[] = [
  {
    feature: "a section ends in its divider shape, drawn for the section's width",
    selector: '[data-controller*="SectionDivider"]',
    async run({ target }) {
      const drawn = () =>
        target.evaluate((border) => {
          const section = border.closest<HTMLElement>('section, .page-section');
          const clip = section?.querySelector<SVGPathElement>('.section-divider-display .section-divider-clip');
          // A divider turned off in the section's settings has no clip path: nothing to see.
          if (!section || !clip) return 'none';
          const clipped = getComputedStyle(border).clipPath;
          if (!clipped || clipped === 'none') return 'the section is not clipped to its divider';
          if (!section.style.getPropertyValue('--divider-height')) return 'the section has no --divider-height for the stylesheet';
          // The path is in the border's box units (0..1 across) or in its pixels: either way it spans the box.
          const units = clip.closest('clipPath')?.getAttribute('clipPathUnits') === 'objectBoundingBox' ? 1 : border.getBoundingClientRect().width;
          const width = clip.getBBox().width;
          return Math.abs(width - units) <= units / 100 ? 'drawn' : `the divider spans ${width} of the section's ${units}`;
        });
      await expect.poll(drawn, { message: 'the divider shape' }).toMatch(/^(drawn|none)$/);
    },
  },
];
