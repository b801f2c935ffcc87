import { t } from '../../../src/catalogue/index.ts';
import { VIEWER_TEXT } from '../../../src/catalogue/en/viewer.ts';
import { slideLabeller } from '../slide-label.ts';
import type { Slide } from '../slides.ts';
import { ACTIVE_CLASS } from './motion.ts';
import { ownDoc } from '../../../src/dom/doc.ts';

/**
 * `name`, or "`name` (2)", "(3)"… when another region of the page already
 * has it: two galleries with the same first title (or none) are still two
 * landmarks a screen reader user can tell apart (axe's landmark-unique).
 * @internal Exported for its unit test: accessible names made unique per page.
 */
export function uniqueName(name: string): string {
  const taken = new Set(Array.from(ownDoc.querySelectorAll('[role="region"][aria-label]'), (region) => region.getAttribute('aria-label')));
  let unique = name;
  for (let n = 2; taken.has(unique); n++) unique = `${name} (${n})`;
  return unique;
}

/**
 * The WAI-ARIA carousel pattern on a moving gallery: the container a
 * region described as a carousel and named after its first slide, each
 * slide a group described as a slide, "{index} of {count}". Returns the
 * undo (which also makes every slide reachable again).
 */
export function labelSlides(container: HTMLElement, slides: Slide[]): () => void {
  const title = slides[0]!.title;
  container.setAttribute('role', 'region');
  container.setAttribute('aria-roledescription', 'carousel');
  container.setAttribute('aria-label', uniqueName(title ? `${t(VIEWER_TEXT, 'gallery')}: ${title}` : t(VIEWER_TEXT, 'gallery')));
  const label = slideLabeller(slides.length);
  slides.forEach((slide, i) => {
    slide.element.setAttribute('role', 'group');
    slide.element.setAttribute('aria-roledescription', 'slide');
    slide.element.setAttribute('aria-label', label(i));
  });
  return () => {
    for (const name of ['role', 'aria-roledescription', 'aria-label']) container.removeAttribute(name);
    for (const { element } of slides) {
      for (const name of ['role', 'aria-roledescription', 'aria-label', 'aria-hidden']) element.removeAttribute(name);
      element.inert = false;
      element.classList.remove(ACTIVE_CLASS);
    }
  };
}
