/**
 * Block animation (docs/behaviour/content-blocks.md#block-animation): each element that
 * asks for it (`[data-animation-role]`, `[data-block-animation]`, or
 * `data-module="block-animation"`) gets the class `animation-loaded` once
 * it is visible enough, watched at the thresholds 0, 0.1, 0.25, 0.5 and 1;
 * under reduced motion, at once. The site's CSS animates from that class.
 */
import type { ModuleCleanup, PageModuleContext } from '../../src/page-module.ts';
import { ANIMATION_THRESHOLDS, visibleEnough } from './visibility.ts';

/** The class the site's CSS animates from. */
export const LOADED_CLASS = 'animation-loaded';

/** Watches the elements and marks each once as it shows. */
export function start({ elements }: PageModuleContext): ModuleCleanup {
  const targets = elements.filter((element) => !element.classList.contains(LOADED_CLASS));
  if (matchMedia('(prefers-reduced-motion: reduce)').matches || typeof IntersectionObserver !== 'function') {
    targets.forEach((element) => element.classList.add(LOADED_CLASS));
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!visibleEnough(entry)) continue;
        entry.target.classList.add(LOADED_CLASS);
        observer.unobserve(entry.target);
      }
    },
    { threshold: ANIMATION_THRESHOLDS },
  );
  targets.forEach((element) => observer.observe(element));
  return () => observer.disconnect();
}
