/**
 * The form block (9, newer markup): a React widget that fills the block's
 * empty `.form-wrapper` from the form context (behaviour.md#forms).
 */
import { createElement } from 'react';
import type { BlockContext, Cleanup, BlockMount } from '../../src/block-context.ts';
import { useBlockData } from '../../src/block-data/use-block-data.ts';
import { trackFormRender } from '../../src/census/index.ts';
import type { CaptchaListeners } from '../../src/forms/captcha.ts';
import { submitTimeoutOf } from '../../src/forms/submit-timeout.ts';
import { mountReact } from '../../src/react/mount-react.tsx';
import { Form } from './Form.tsx';
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

/** The owner's success HTML beside the form, for data without `formSubmissionMessage`. */
function submissionHtml(element: HTMLElement): string {
  const holder = element.querySelector<HTMLElement>('.sqs-form-block-submission-html');
  return holder?.getAttribute('data-submission-html') || holder?.innerHTML.trim() || '';
}

/** Reads the form context (leniently: only a missing formId refuses it) and renders the form into `.form-wrapper` (made, in place of the fallback, when absent). */
export async function mount(element: HTMLElement, raw: unknown, context: BlockContext): Promise<Cleanup> {
  const data = useBlockData(fields, readContext(element, raw), context);
  // The platform's markup has an empty `.form-wrapper` to fill. Without one (a `data-block` form
  // written by hand), the block's content is server fallback: the form replaces all of it once it has
  // rendered, and the cleanup puts it back (mountReact does both).
  const wrapper = element.querySelector<HTMLElement>('.form-wrapper');
  const host = wrapper ?? element.querySelector<HTMLElement>('.sqs-block-content') ?? element;
  const bindCaptcha = data.captchaEnabled
    ? async (container: HTMLElement, listeners: CaptchaListeners) =>
        (await import('../../src/forms/captcha-loader.ts')).bindCaptcha(container, context.site, data.captchaTheme, listeners)
    : undefined;
  const submitTimeoutMs = submitTimeoutOf(element);
  const form = createElement(Form, { data, fallbackSuccessHtml: submissionHtml(element), bindCaptcha, submitTimeoutMs });
  const cleanup = await mountReact(host, wrapper ? form : createElement('div', { className: 'form-wrapper' }, form));
  void trackFormRender(data.formId, context.site);
  return cleanup;
}

// The one widget contract (behaviour.md#widget-contract), checked by the compiler.
mount satisfies BlockMount;
