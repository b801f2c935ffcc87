/**
 * Scaled text: one line that fits its container (docs/behaviour.md#content-blocks),
 * refitted when the container is resized (debounced 100 ms). No React.
 */
import type { BlockContext, Cleanup, BlockMount } from '../../src/block-context.ts';
import { useBlockData } from '../../src/block-data/use-block-data.ts';
import { fields } from './data.ts';
import { fittedFontSize, RESIZE_DEBOUNCE_MS } from './fit.ts';
import './scaled-text.css';

/** Fits the block's text now and after each resize. */
export function mount(element: HTMLElement, data: unknown, context: BlockContext): Cleanup {
  // Its declaration, not zod: zod's runtime would be most of the first view (docs/behaviour.md#block-data-declaration).
  const { maxFontSize } = useBlockData(fields, data, context);
  const box = element.querySelector<HTMLElement>('.sqs-block-content') ?? element;
  box.classList.add('scaled-text');
  const maxSize = maxFontSize ?? parseFloat(getComputedStyle(box).fontSize);

  const fit = () => {
    box.style.fontSize = `${maxSize}px`;
    const size = fittedFontSize(maxSize, box.scrollWidth, box.clientWidth, maxSize);
    box.style.fontSize = `${size}px`;
    box.setAttribute('data-scaled-font-size', String(size));
  };
  fit();

  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastWidth = box.clientWidth;
  const observer = new ResizeObserver(() => {
    if (box.clientWidth === lastWidth) return;
    lastWidth = box.clientWidth;
    clearTimeout(timer);
    timer = setTimeout(fit, RESIZE_DEBOUNCE_MS);
  });
  observer.observe(box);
  return () => {
    observer.disconnect();
    clearTimeout(timer);
    box.classList.remove('scaled-text');
    box.style.removeProperty('font-size');
    box.removeAttribute('data-scaled-font-size');
  };
}

// The one widget contract (behaviour.md#widget-contract), checked by the compiler.
mount satisfies BlockMount;
