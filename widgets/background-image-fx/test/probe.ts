/**
 * The parallax background's visitor probe (tools/probes/types.ts): the
 * section's image is visible (the site stylesheet hides
 * `.background-image-fx` until the script has placed it), has a source,
 * and covers the section's background box.
 */
import { expect } from '@playwright/test';
import type { VisitorProbe } from '../../../tools/probes/types.ts';

/**
 * What the visitor meets, or `''` when the background shows as it should.
 * Run in the page as text: no inner named functions (tsx would wrap them in a helper the page lacks).
 */
const problem = (element: Element): string => {
  const img = element.querySelector('img');
  const a = img?.getBoundingClientRect();
  const b = (element.closest('.section-background') ?? element).getBoundingClientRect();
  if (!img || !a) return 'the section has no background image';
  if (getComputedStyle(img).visibility !== 'visible') return 'the background image stays hidden (visibility: hidden)';
  if (!img.currentSrc && !img.getAttribute('src')) return 'the background image has no source';
  if (a.left <= b.left + 1 && a.top <= b.top + 1 && a.right >= b.right - 1 && a.bottom >= b.bottom - 1) return '';
  return `the image (${Math.round(a.width)} x ${Math.round(a.height)}) leaves part of the section (${Math.round(b.width)} x ${Math.round(b.height)}) uncovered`;
};

export const probes: VisitorProbe[] = [
  {
    feature: 'a parallax section background shows its image, covering the section',
    selector: '[data-controller*="BackgroundImageFXParallax"]',
    async run({ target }) {
      await target.scrollIntoViewIfNeeded();
      // The source may still be on its way (the page-images module): a few seconds, as a visitor would wait.
      await expect
        .poll(() => target.evaluate(problem), { timeout: 5000 })
        .toBe('')
        .catch(() => undefined);
      const met = await target.evaluate(problem);
      if (met) throw new Error(met);
    },
  },
];
