/**
 * The embed block (22): the server's embed HTML stays as it is; each iframe
 * is made fluid at the ratio its width and height attributes give
 * (docs/behaviour.md#content-blocks). The block data is never turned into
 * markup or script. No React.
 */
import type { Cleanup } from '../../src/block-context.ts';
import { parseBlockData } from '../../src/block-data.ts';
import { schema } from './schema.ts';
import { iframeRatio } from './ratio.ts';
import './embed.css';

/** Sizes the block's iframes to their ratio. */
export function mount(element: HTMLElement, data: unknown): Cleanup {
  parseBlockData(schema, data);
  const sized: HTMLIFrameElement[] = [];
  for (const iframe of Array.from(element.querySelectorAll<HTMLIFrameElement>('iframe'))) {
    const ratio = iframeRatio(iframe);
    if (ratio === undefined) continue;
    iframe.style.setProperty('--embed-ratio', String(ratio));
    iframe.classList.add('embed-block-sized');
    sized.push(iframe);
  }
  return () => {
    for (const iframe of sized) {
      iframe.style.removeProperty('--embed-ratio');
      iframe.classList.remove('embed-block-sized');
    }
  };
}
