/**
 * The shape block (71): the server draws the shape; the widget gives its
 * box the height of its shape group (docs/behaviour/content-blocks.md#content-blocks).
 * Enhanced in place, no React.
 */
import type { BlockContext, Cleanup, BlockMount } from '../../src/block-context.ts';
import { useBlockData } from '../../src/block-data/use-block-data.ts';
import { fields } from './data.ts';
import { shapeAspectHeight } from './aspect-height.ts';
import './shape.css';

/** Sizes the block's content box to its shape's aspect height. */
export function mount(element: HTMLElement, data: unknown, context: BlockContext): Cleanup {
  // Its declaration, not zod: zod's runtime would be most of the first view (docs/behaviour/blocks.md#block-data-declaration).
  const { shapeName } = useBlockData(fields, data, context);
  const box = element.querySelector<HTMLElement>('.sqs-block-content') ?? element;
  const height = shapeAspectHeight(shapeName);
  // The CSSOM, not a style attribute string: allowed under the strict CSP.
  box.style.setProperty('--shape-aspect-height', `${height}%`);
  box.classList.add('shape-block-sized');
  box.setAttribute('data-shape-aspect-height', String(height));
  return () => {
    box.style.removeProperty('--shape-aspect-height');
    box.classList.remove('shape-block-sized');
    box.removeAttribute('data-shape-aspect-height');
  };
}

// The one widget contract (behaviour/blocks.md#widget-contract), checked by the compiler.
mount satisfies BlockMount;
