/**
 * What the corpus command reads from a loaded page (docs/behaviour/tools.md#corpus),
 * run inside the page with `page.evaluate(probePage)`: self-contained, it
 * imports nothing (Playwright sends its source text).
 */

/**
 * One image the page shows that has no source after the page was scrolled
 * through. An image the stylesheet hides, or one off the page's sides (a
 * slide out of view), is not counted: it gets its source when shown, which
 * the list and gallery probes check.
 */
export interface MissingImage {
  /** Its `data-src` (or `data-image`). */
  source: string;
  /** The nearest block or controller around it, or its parent's class. */
  where: string;
}

/** One image with a `?format=Nw` source, its width step and the width its box needs. */
export interface SizedImage {
  source: string;
  step: number;
  /** The box width (for a covering crop, what its height asks for) × devicePixelRatio when the probe ran. */
  needed: number;
  where: string;
}

/** What {@link probePage} returns. */
export interface PageProbe {
  /** `definition` is a website component's `data-definition-name`. */
  blocks: Array<{ id: string; type: string; state: string; definition?: string }>;
  controllers: Array<{ names: string; state: string }>;
  missing: MissingImage[];
  sized: SizedImage[];
  /** Image placeholders the server marked empty (`.sqs-empty`). */
  empty: number;
  /** How far the page is wider than the window (px; 0 when it fits), and the outermost elements past its right edge. */
  overflow: { by: number; where: string[] };
}

/** Reads the page's blocks, controllers and images. */
export function probePage(): PageProbe {
  const where = (element: Element): string => {
    const owner = element.closest('[data-block-type], [data-block], [data-controller]');
    if (owner?.hasAttribute('data-controller')) return `controller ${owner.getAttribute('data-controller')}`;
    if (owner) return `block ${owner.id ? '#' + owner.id : ''} (${owner.getAttribute('data-block-type') ?? owner.getAttribute('data-block')})`;
    const parent = element.parentElement;
    return parent ? `${parent.tagName.toLowerCase()}.${[...parent.classList].slice(0, 2).join('.')}` : '(detached)';
  };
  const blocks = [...document.querySelectorAll('[data-block-type], [data-block]')].map((element) => ({
    id: element.id,
    type: element.getAttribute('data-block-type') ?? element.getAttribute('data-block') ?? '',
    state: element.getAttribute('data-block-state') ?? 'untaken',
    ...(element.hasAttribute('data-definition-name') ? { definition: element.getAttribute('data-definition-name')! } : {}),
  }));
  const controllers = [...document.querySelectorAll('[data-controller]')].map((element) => ({
    names: element.getAttribute('data-controller') ?? '',
    // Controllers are taken up like blocks (docs/behaviour/sections.md#controllers).
    state: element.getAttribute('data-block-state') ?? 'untaken',
  }));
  const images = [...document.querySelectorAll<HTMLImageElement>('img[data-src], img[data-image]')].filter((img) => !img.closest('noscript, .sqs-empty'));
  const shown = (img: HTMLImageElement): boolean => {
    if (!img.checkVisibility({ checkVisibilityCSS: true })) return false;
    const box = img.getBoundingClientRect();
    // A box not laid out yet (no size before its source) counts where it stands.
    return (box.right > 0 || (box.width === 0 && box.left >= 0)) && box.left < innerWidth;
  };
  const missing = images
    .filter((img) => !img.getAttribute('src') && !img.getAttribute('srcset') && shown(img))
    .map((img) => ({ source: img.getAttribute('data-src') || img.getAttribute('data-image') || '', where: where(img) }));
  const sized = images.flatMap((img): SizedImage[] => {
    const match = /[?&]format=(\d+)w/.exec(img.getAttribute('src') ?? '');
    if (!match || img.getAttribute('srcset')) return [];
    const box = img.getBoundingClientRect();
    // A covering crop of a box taller than the image's ratio needs the width its height asks for.
    const [w, h] = (img.getAttribute('data-image-dimensions') ?? '').split('x').map(Number);
    const cover = getComputedStyle(img).objectFit === 'cover' && w! > 0 && h! > 0;
    const width = cover ? Math.max(box.width, (box.height * w!) / h!) : box.width;
    return [{ source: img.getAttribute('src')!, step: Number(match[1]), needed: Math.round(width * devicePixelRatio), where: where(img) }];
  });

  // What makes the page wider than the window: elements past its right edge that no ancestor clips.
  const overflowOf = (): PageProbe['overflow'] => {
    const width = document.documentElement.clientWidth;
    const by = document.documentElement.scrollWidth - width;
    if (by <= 1) return { by: 0, where: [] };
    // A box clipped by an ancestor, or inside a fixed one (fixed boxes never widen the page: the phone
    // menu's folder panels wait off to the right of it), is not what makes the page wider.
    const clips = (element: Element): boolean => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (/hidden|clip|auto|scroll/.test(style.overflowX) || style.position === 'fixed') return true;
      }
      return false;
    };
    const past = Array.from(document.body.querySelectorAll('*')).filter(
      (element) => element.getBoundingClientRect().right > width + 1 && element.checkVisibility() && !clips(element),
    );
    const outermost = past.filter((element) => !past.some((other) => other !== element && other.contains(element)));
    return {
      by,
      where: outermost
        .slice(0, 3)
        .map((element) => `${element.tagName.toLowerCase()}.${Array.from(element.classList).slice(0, 2).join('.')} in ${where(element)}`),
    };
  };
  return { blocks, controllers, missing, sized, empty: document.querySelectorAll('.sqs-empty').length, overflow: overflowOf() };
}
