/**
 * The 7.0 templates' loading state (docs/behaviour/page-modules.md#classic-template): the
 * server marks parts the template's script finishes (`#logoImage`,
 * `#headerNav`, an index gallery) with `tmpl-loading`; the script swaps it
 * for `tmpl-loaded` once their images with a source have arrived (or
 * failed: a broken image must not keep its part hidden). Images still
 * waiting for a source (the page-images module loads them near the
 * viewport) are not waited for: they fade in on their own `loaded` class.
 */

/** The server's class for a part still loading. */
export const LOADING = 'tmpl-loading';
/** The class a finished part gets. */
const LOADED = 'tmpl-loaded';

/** Resolves once `img` has loaded or failed; at once when it has no source yet or has settled. */
function settled(img: HTMLImageElement): Promise<void> {
  if (img.complete || !img.getAttribute('src')) return Promise.resolve();
  return new Promise((resolve) => {
    img.addEventListener('load', () => resolve(), { once: true });
    img.addEventListener('error', () => resolve(), { once: true });
  });
}

/** Marks `part` loaded once its images have settled; returns the undo (which also stops a pending swap). */
export function finishLoading(part: Element): () => void {
  let stopped = false;
  const images = Array.from(part.querySelectorAll<HTMLImageElement>('img:not(noscript img)'));
  void Promise.all(images.map(settled)).then(() => {
    if (stopped) return;
    part.classList.remove(LOADING);
    part.classList.add(LOADED);
  });
  return () => {
    stopped = true;
    if (!part.classList.contains(LOADED)) return;
    part.classList.remove(LOADED);
    part.classList.add(LOADING);
  };
}
