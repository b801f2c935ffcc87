/**
 * The form's React rendering (behaviour/forms.md#forms), in a chunk of its own so
 * that a form opened in a lightbox downloads React only when the visitor
 * reaches for it (docs/behaviour/forms.md#form-lightbox).
 */
import { createElement, Fragment } from 'react';
import type { BlockContext, Cleanup } from '../../src/block-context.ts';
import type { CaptchaListeners } from '../../src/forms/captcha.ts';
import { submitTimeoutOf } from '../../src/forms/submit-timeout.ts';
import { mountReact } from '../../src/react/mount-react.tsx';
import { Form } from './Form.tsx';
import type { FormData } from './data.ts';

/** The title a lightbox form shows above its fields, and the id that names its dialog. */
export interface FormTitle {
  id: string;
  text: string;
}

/** Where a lightbox form renders: its block's `.form-wrapper` (which the dialog may hold while it renders), titled. */
export interface LightboxPlace {
  wrapper: HTMLElement;
  title: FormTitle;
}

/** The owner's success HTML beside the form, for data without `formSubmissionMessage`. */
function submissionHtml(element: HTMLElement): string {
  const holder = element.querySelector<HTMLElement>('.sqs-form-block-submission-html');
  return holder?.getAttribute('data-submission-html') || holder?.innerHTML.trim() || '';
}

/**
 * Renders the form into the block's `.form-wrapper` (made, in place of the fallback, when
 * absent), or a lightbox form into its place, under its title. Resolves with the cleanup that
 * unmounts it and puts the server markup back.
 */
export function renderForm(element: HTMLElement, data: FormData, context: BlockContext, lightbox?: LightboxPlace): Promise<Cleanup> {
  // The platform's markup has a `.form-wrapper` to fill. Without one (a `data-block` form
  // written by hand), the block's content is server fallback: the form replaces all of it once it has
  // rendered, and the cleanup puts it back (mountReact does both).
  const wrapper = lightbox?.wrapper ?? element.querySelector<HTMLElement>('.form-wrapper');
  const host = wrapper ?? element.querySelector<HTMLElement>('.sqs-block-content') ?? element;
  const mountCaptcha = data.captchaEnabled
    ? async (container: HTMLElement, listeners: CaptchaListeners) =>
        (await import('../../src/forms/captcha-loader.ts')).mountCaptcha(container, context.site, data.captchaTheme, listeners)
    : undefined;
  const submitTimeoutMs = submitTimeoutOf(element);
  const form = createElement(Form, { data, fallbackSuccessHtml: submissionHtml(element), mountCaptcha, submitTimeoutMs });
  const title = lightbox?.title;
  const titled = title ? createElement(Fragment, null, createElement('div', { className: 'form-title', id: title.id }, title.text), form) : form;
  return mountReact(host, wrapper ? titled : createElement('div', { className: 'form-wrapper' }, titled));
}
