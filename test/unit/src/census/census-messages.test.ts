import { describe, expect, it } from 'vitest';
import { ANALYTICS_TEXT } from '../../../../src/catalogue/en/analytics.ts';
import { ANALYTICS_MESSAGES } from '../../../../src/census/census-messages.ts';

// The census keeps a copy of the analytics area (it would otherwise carry
// the message formatter): the copy must stay the catalogue's wording.
describe("the census's analytics messages", () => {
  it.each(Object.entries(ANALYTICS_MESSAGES))('%s matches the catalogue', (key, text) => {
    expect(ANALYTICS_TEXT.messages[key as keyof typeof ANALYTICS_MESSAGES]).toBe(text);
  });
});
