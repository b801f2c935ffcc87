// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { failureForStatus } from '../../../../src/forms/status-messages.ts';

describe('failureForStatus (behaviour/forms.md#form-messages)', () => {
  it.each([
    [401, 'Unable to submit form. Please try again later.'],
    [404, 'This form has not been configured yet.'],
    [429, 'Unable to submit form. Submission rate limit exceeded. Please try again later.'],
    [500, 'Unable to send form. Please try again later.'],
  ])('%i: %s', (status, message) => {
    expect(failureForStatus(status, { error: 'ignored' })).toEqual({ message });
  });
  it('400 with an errors map: per-field messages and the scroll-up message', () => {
    expect(failureForStatus(400, { errors: { 'email-yui_1': 'Taken.' } })).toEqual({
      message: 'Your form has encountered a problem. Please scroll up to review.',
      fieldErrors: { 'email-yui_1': 'Taken.' },
    });
  });
  it("otherwise the response's error text as is, else the unknown error", () => {
    expect(failureForStatus(400, { error: 'Bad thing.' })).toEqual({ message: 'Bad thing.' });
    expect(failureForStatus(503, null)).toEqual({ message: 'Unknown error, please try again later.' });
  });
});
