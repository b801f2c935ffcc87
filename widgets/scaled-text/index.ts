/**
 * Scaled text: one line that fits its container (docs/behaviour/content-blocks.md#content-blocks),
 * refitted when the container is resized (debounced 100 ms). No React.
 */
import type { BlockContext, Cleanup, BlockMount } from '../../src/block-context.ts';
import { useBlockData } from '../../src/block-data/use-block-data.ts';
import { readThenWrite } from '../../src/dom/layout-batch.ts';
import { onWidthChange } from '../../src/dom/width-change.ts';
import { fields } from './data.ts';
import { fittedFontSize, RESIZE_DEBOUNCE_MS } from './fit.ts';
import './scaled-text.css';

/** Fits the block's text now and after each resize; ready once fitted. */
export async function mount(element: HTMLElement, data: unknown, context: BlockContext): Promise<Cleanup> {
  // Its declaration, not zod: zod's runtime would be most of the first view (docs/behaviour/blocks.md#block-data-declaration).
  const { maxFontSize } = useBlockData(fields, data, context);
  const box = element.querySelector<HTMLElement>('.sqs-block-content') ?? element;
  box.classList.add('scaled-text');
  // Without a maximum, the text's own size, read at the first fit (before any size of ours).
  let maxSize = maxFontSize;

  // Measured at the largest size, then set to what fits. The measure waits for the
  // page's next layout with every other block's (docs/behaviour/blocks.md#many-blocks).
  const fit = () => {
    if (maxSize !== undefined) box.style.fontSize = `${maxSize}px`;
    return readThenWrite(() => {
      const max = (maxSize ??= parseFloat(getComputedStyle(box).fontSize));
      const size = fittedFontSize(max, box.scrollWidth, box.clientWidth, max);
      return () => {
        box.style.fontSize = `${size}px`;
        box.setAttribute('data-scaled-font-size', String(size));
      };
    });
  };
  await fit();

  let timer: ReturnType<typeof setTimeout> | undefined;
  const resize = onWidthChange(box, () => {
    clearTimeout(timer);
    timer = setTimeout(fit, RESIZE_DEBOUNCE_MS);
  });
  return () => {
    resize.disconnect();
    clearTimeout(timer);
    box.classList.remove('scaled-text');
    box.style.removeProperty('font-size');
    box.removeAttribute('data-scaled-font-size');
  };
}

// The one widget contract (behaviour/blocks.md#widget-contract), checked by the compiler.
mount satisfies BlockMount;
