/**
 * The form block (9, newer markup): a React widget that fills the block's
 * `.form-wrapper` from the form context (behaviour/forms.md#forms). A form the
 * platform opens in a lightbox (`useLightbox`) waits behind its handle, and
 * React with it, until the visitor reaches for it (docs/behaviour/forms.md#form-lightbox).
 */
import type { BlockContext, Cleanup, BlockMount } from '../../src/block-context.ts';
import { useBlockData } from '../../src/block-data/use-block-data.ts';
import { trackFormRender } from '../../src/census/index.ts';
import { warn } from '../../src/log.ts';
import { fields } from './data.ts';
import { BlockDataError } from '../../src/block-data-error.ts';
import './form.css';

/** The platform keeps the form in a child script, not in `data-block-json`. */
function readContext(element: HTMLElement, raw: unknown): unknown {
  if (raw !== undefined) return raw;
  const script = element.querySelector('script.sqs-form-block-context');
  if (!script?.textContent) return undefined;
  try {
    return JSON.parse(script.textContent);
  } catch {
    throw new BlockDataError('script.sqs-form-block-context', 'the form context is not valid JSON');
  }
}

/** Reads the form context (leniently: only a missing formId refuses it); renders the form in place, or wires its lightbox handle. */
export async function mount(element: HTMLElement, raw: unknown, context: BlockContext): Promise<Cleanup> {
  const data = useBlockData(fields, readContext(element, raw), context);
  const render = () => import('./render.tsx');
  const handle = data.useLightbox ? element.querySelector<HTMLElement>('.lightbox-handle') : null;
  if (data.useLightbox && !handle) {
    warn(`block #${context.id} (type "form"), field "useLightbox": the block has no .lightbox-handle; the form is shown in place`);
  }
  if (handle) {
    // Its own chunk: a form shown in place does not pay for the lightbox's wiring.
    const { mountLightboxForm } = await import('./lightbox-handle.ts');
    const cleanup = mountLightboxForm({ element, handle, data, context, render });
    void trackFormRender(data.formId, context.site);
    return cleanup;
  }
  const cleanup = await (await render()).renderForm(element, data, context);
  void trackFormRender(data.formId, context.site);
  return cleanup;
}

// The one widget contract (behaviour/blocks.md#widget-contract), checked by the compiler.
mount satisfies BlockMount;
