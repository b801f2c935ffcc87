// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SubmissionResult } from '../../../../src/forms/submit.ts';
import { fakeResizeAndFrames } from '../../support/resize-frames.ts';

const submitForm = vi.fn<() => Promise<SubmissionResult>>();
vi.mock('../../../../src/forms/submit.ts', () => ({ submitForm: () => submitForm() }));
const resize = fakeResizeAndFrames();

const { mount } = await import('../../../../widgets/newsletter/index.ts');
const context = { id: 'n1', type: 'newsletter', site: {} as never, bus: {} as never, load: {} as never };

function block(): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = `<div class="newsletter-form-wrapper"><form class="newsletter-form" data-form-id="f1">
    <input name="email" aria-label="Email Address"><button type="submit"><span class="newsletter-form-button-label">Sign Up</span></button>
  </form><div class="form-submission-text hidden">Thank you!</div></div>`;
  document.body.append(element);
  return element;
}
const submit = async (element: HTMLElement) => {
  element.querySelector('form')!.requestSubmit();
  await vi.waitFor(() => expect(element.querySelector('button')!.disabled).toBe(false));
};

afterEach(() => {
  document.body.innerHTML = '';
  submitForm.mockReset();
});

describe('newsletter block (docs/behaviour/content-blocks.md#newsletter)', () => {
  it('refuses an invalid email on the client, marking the field, and sends nothing', async () => {
    const element = block();
    mount(element, undefined, context);
    element.querySelector('input')!.value = 'nope';
    element.querySelector('form')!.requestSubmit();
    expect(element.querySelector('input')!.getAttribute('aria-invalid')).toBe('true');
    expect(element.querySelector('[role=alert]')!.textContent).toContain('is not valid. Email addresses should follow the format');
    expect(submitForm).not.toHaveBeenCalled();
  });

  it('a 400 with field errors marks the field and shows its message, never the scroll-up notice', async () => {
    submitForm.mockResolvedValue({
      ok: false,
      message: 'Your form has encountered a problem. Please scroll up to review.',
      fieldErrors: { email: 'Already subscribed.' },
    });
    const element = block();
    mount(element, undefined, context);
    const input = element.querySelector('input')!;
    input.value = 'reader@example.com';
    await submit(element);
    const alert = element.querySelector('[role=alert]')!;
    expect(alert.textContent).toBe('Already subscribed.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(alert.id);
    expect(input.value).toBe('reader@example.com');
  });

  it('another failure shows its message and keeps the email; success shows the success text', async () => {
    submitForm.mockResolvedValueOnce({ ok: false, message: 'Unknown error, please try again later.' }).mockResolvedValueOnce({ ok: true });
    const element = block();
    mount(element, undefined, context);
    element.querySelector('input')!.value = 'reader@example.com';
    await submit(element);
    expect(element.querySelector('[role=alert]')!.textContent).toBe('Unknown error, please try again later.');
    await submit(element);
    expect(element.querySelector('form')!.hidden).toBe(true);
    expect(element.querySelector('.form-submission-text')!.classList.contains('hidden')).toBe(false);
  });

  it('the small class follows the report in the next frame, not inside it (it stacks the form: docs/behaviour/blocks.md#resize-writes), and never after the cleanup', () => {
    const element = block();
    const wrapper = element.querySelector('.newsletter-form-wrapper')!;
    const cleanup = mount(element, undefined, context);
    resize.report(wrapper, 300);
    expect(wrapper.classList.contains('newsletter-form-wrapper--small')).toBe(false);
    resize.nextFrame();
    expect(wrapper.classList.contains('newsletter-form-wrapper--small')).toBe(true);
    resize.report(wrapper, 400);
    resize.nextFrame();
    expect(wrapper.classList.contains('newsletter-form-wrapper--small')).toBe(false);
    resize.report(wrapper, 300);
    cleanup();
    resize.nextFrame();
    expect(wrapper.classList.contains('newsletter-form-wrapper--small')).toBe(false);
  });

  it('a block without its form fails naming what is missing', () => {
    const element = document.createElement('div');
    expect(() => mount(element, undefined, context)).toThrow(expect.objectContaining({ field: 'form.newsletter-form' }));
  });
});
