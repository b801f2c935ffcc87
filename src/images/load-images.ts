/**
 * The shared image loader's entry for blocks (docs/behaviour.md#image-loading):
 * the gallery, the image block and the summary block hand it a root, and
 * every `img[data-src]` below it loads when it comes within 200 px of the
 * viewport (at once where there is no IntersectionObserver).
 *
 * This first version only sets `src` from `data-src`; the full loader (width
 * steps, focal point, crop modes, the loading marker, parallel limits) keeps
 * this signature.
 */
export interface ImageLoadOptions {
  /** How far outside the viewport an image starts loading; default '200px'. */
  rootMargin?: string;
}

/** Starts loading the lazy images under `root`; returns a function that stops watching. */
export function loadImages(root: ParentNode, options: ImageLoadOptions = {}): () => void {
  const images = Array.from(root.querySelectorAll<HTMLImageElement>('img[data-src]')).filter((img) => !img.getAttribute('src'));
  const load = (img: HTMLImageElement) => {
    const src = img.getAttribute('data-src');
    if (src && !img.getAttribute('src')) img.src = src;
  };
  if (typeof IntersectionObserver !== 'function') {
    images.forEach(load);
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        load(entry.target as HTMLImageElement);
      }
    },
    { rootMargin: options.rootMargin ?? '200px' },
  );
  images.forEach((img) => observer.observe(img));
  return () => observer.disconnect();
}
