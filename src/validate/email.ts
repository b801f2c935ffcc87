/** Shortest acceptable email address (behaviour/vocabulary.md#vocabulary: length 3 to 256). */
const EMAIL_MIN_LENGTH = 3;

/** Longest acceptable email address (behaviour/vocabulary.md#vocabulary: length 3 to 256). */
const EMAIL_MAX_LENGTH = 256;

/**
 * The email pattern. The documented rules (behaviour/vocabulary.md#vocabulary) name "the email pattern" without giving it;
 * this is the usual browser-side shape: one '@', no spaces, and a dotted
 * domain whose labels are not empty. Deliverability is the server's job.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** Whether a string is an acceptable email address (pattern and length). */
function isValidEmail(value: string): boolean {
  return value.length >= EMAIL_MIN_LENGTH && value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/**
 * The email form-field rule (behaviour/vocabulary.md#vocabulary): a required or
 * non-empty value must be a valid email; an optional empty one passes.
 */
export function isValidEmailField(value: string, required: boolean): boolean {
  if (value === '' && !required) return true;
  return isValidEmail(value);
}
