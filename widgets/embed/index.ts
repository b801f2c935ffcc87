/**
 * The embed block (22): the server's embed HTML stays as it is; each iframe
 * is made fluid at the ratio its width and height attributes give
 * (docs/behaviour/content-blocks.md#content-blocks). The block data is never turned into
 * markup or script; an embed missing from the markup leaves a link to its
 * http(s) `url`. No React.
 */
import type { BlockContext, Cleanup, BlockMount } from '../../src/block-context.ts';
import { useBlockData } from '../../src/block-data/use-block-data.ts';
import { fields } from './data.ts';
import { iframeRatio } from './ratio.ts';
import { embedUrlLink } from './url-link.ts';
import './embed.css';

/** Sizes the block's iframes to their ratio. */
export function mount(element: HTMLElement, data: unknown, context: BlockContext): Cleanup {
  // Its declaration, not zod: zod's runtime would be most of the first view (docs/behaviour/blocks.md#block-data-declaration).
  const { url } = useBlockData(fields, data, context);
  const content = element.querySelector<HTMLElement>('.sqs-block-content') ?? element;
  // No embed in the markup: a plain link to the page rather than an empty box.
  const link = content.querySelector('iframe, object, video, .embed-block-wrapper > *') ? undefined : embedUrlLink(url);
  if (link) content.append(link);
  const sized: HTMLIFrameElement[] = [];
  for (const iframe of Array.from(element.querySelectorAll<HTMLIFrameElement>('iframe'))) {
    const ratio = iframeRatio(iframe);
    if (ratio === undefined) continue;
    iframe.style.setProperty('--embed-ratio', String(ratio));
    iframe.classList.add('embed-block-sized');
    sized.push(iframe);
  }
  return () => {
    link?.remove();
    for (const iframe of sized) {
      iframe.style.removeProperty('--embed-ratio');
      iframe.classList.remove('embed-block-sized');
    }
  };
}

// The one widget contract (behaviour/blocks.md#widget-contract), checked by the compiler.
mount satisfies BlockMount;
