/**
 * The 7.1 parallax section background (`data-controller="BackgroundImageFXParallax"`
 * on a section's `.section-background-content`, docs/behaviour/sections.md#background-image-fx).
 * The site stylesheet keeps its `img.background-image-fx` hidden until the
 * script has placed it; here the image is made a little larger than the
 * section along the effect's direction (`backgroundMediaEffect` in the
 * section's `data-current-context`: `rotation`, `intensity`) and moved by a
 * transform as the section crosses the viewport, so it always covers the
 * section; then it is shown. With reduced motion it is shown at rest,
 * covering the section, and never moves. Its source is the page-image
 * service's (docs/behaviour/images.md#page-images). Written through the CSSOM
 * (strict CSP).
 */
import type { BlockMount, Cleanup } from '../../src/block-context.ts';
import { controller } from '../../src/sections/changes.ts';
import { readSectionJson } from '../../src/sections/read-props.ts';
import { onResize } from '../../src/dom/on-resize.ts';
import { addLayer, schedule } from './frames.ts';
import { parallaxPlacement, readParallax } from './settings.ts';

/** The inline styles the layer writes, put back as the server had them on cleanup. */
const STYLES = ['visibility', 'width', 'height', 'max-width', 'max-height', 'transform', 'will-change', 'position', 'top', 'left'] as const;

export function mount(element: HTMLElement): Cleanup {
  return controller((changes) => {
    const img = element.querySelector<HTMLImageElement>('img.background-image-fx') ?? element.querySelector('img');
    if (!img) return;
    const section = element.closest<HTMLElement>('section, .page-section');
    const where = `section ${section?.getAttribute('data-section-id') ?? ''}`;
    const effect = readParallax(where, section ? readSectionJson(section, 'data-current-context').backgroundMediaEffect : undefined);
    const before = STYLES.map((name) => img.style.getPropertyValue(name));
    changes.add(() => STYLES.forEach((name, i) => img.style.setProperty(name, before[i]!)));
    const still = matchMedia('(prefers-reduced-motion: reduce)');

    changes.add(
      addLayer(() => {
        const box = element.getBoundingClientRect();
        const viewport = innerHeight;
        return () => {
          const moving = !still.matches && effect.intensity > 0;
          const progress = Math.min(1, Math.max(0, (viewport - box.top) / (viewport + box.height || 1)));
          const place = moving ? parallaxPlacement(effect, box, progress) : undefined;
          img.style.width = place ? `${Math.ceil(box.width) + place.extraX}px` : before[1]!;
          img.style.height = place ? `${Math.ceil(box.height) + place.extraY}px` : before[2]!;
          img.style.maxWidth = place ? 'none' : before[3]!;
          img.style.maxHeight = place ? 'none' : before[4]!;
          img.style.transform = place ? `translate3d(${place.x}px, ${place.y}px, 0)` : before[5]!;
          img.style.willChange = place ? 'transform' : before[6]!;
          // Out of the flow while it is sized from its box: where no site stylesheet already holds the
          // background to its section, an in-flow image larger than the box grew the box, and so
          // itself, without end (the docs' page reached Chromium's 33,554,432 px limit).
          img.style.position = place ? 'absolute' : before[7]!;
          img.style.top = place ? '0' : before[8]!;
          img.style.left = place ? '0' : before[9]!;
          img.style.visibility = 'visible';
        };
      }),
    );
    changes.add(onResize(element, schedule));
    changes.listen(still, 'change', schedule);
  });
}

mount satisfies BlockMount;
