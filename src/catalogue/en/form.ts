import { fillPlaceholders } from '../../messages/fill-placeholders.ts';
import type { Area } from '../area.ts';

/** Forms (behaviour/vocabulary.md#catalogue). */
export const FORM_TEXT = {
  name: 'form',
  format: fillPlaceholders,
  messages: {
    submitting: 'Submitting…',
    errorProcessing: 'Error processing form submission. Please reload and try again.',
    unknownError: 'Unknown error, please try again later.',
    noSubmissionKey: 'Could not get a form submission key, please try again later.',
    unparseableFields: 'Could not parse the form fields, please check your entries.',
    problemScrollDown: 'Your form has encountered a problem. Please scroll down to review.',
    problemScrollUp: 'Your form has encountered a problem. Please scroll up to review.',
    status401: 'Unable to submit form. Please try again later.',
    status404: 'This form has not been configured yet.',
    status429: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
    status500: 'Unable to send form. Please try again later.',
    captchaIncomplete: 'Complete CAPTCHA before submitting.',
    characterLimitExceeded: 'You have exceeded the character limit.',
    characterCounter: '{count} / {max}',
    emailInvalid: 'Email is not valid. Email addresses should follow the format {email}.',
    fieldsInvalid: 'One or more fields is invalid, please check your entries.',
    // Not in the documented rules (behaviour/vocabulary.md#catalogue): they name no message for an empty required field; this wording is ours.
    fieldRequired: 'This field is required.',
    // Shown after a successful submit when the owner wrote no success message (neither
    // formSubmissionMessage nor the block's submission HTML): the documented rules name none, and an
    // empty status told the visitor nothing. The popup overlay's thanks use the same words.
    submitted: 'Thank you!',
    // The name of a lightbox form's close button (docs/behaviour/forms.md#form-lightbox).
    lightboxClose: 'Close',
  },
} as const satisfies Area;
