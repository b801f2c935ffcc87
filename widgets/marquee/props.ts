/**
 * The marquee's props as the platform gives them: JSON in a child
 * `script.Marquee-props` (never run: a JSON script type), else the block's
 * own data for a `data-block` marquee that carries it there. Throws naming
 * the script when its JSON is broken.
 */
import { BlockDataError } from '../../src/block-data-error.ts';
export function readMarqueeProps(element: HTMLElement, data: unknown): unknown {
  const script = element.querySelector('script.Marquee-props');
  if (!script) return data;
  try {
    return JSON.parse(script.textContent ?? '');
  } catch (error) {
    throw new BlockDataError('script.Marquee-props', `script.Marquee-props is not valid JSON: ${(error as Error).message}`);
  }
}
