import { describe, expect, it } from 'vitest';
import { en } from '../../../../src/catalogue/en.ts';
import { CENSUS_MESSAGES } from '../../../../src/census/census-messages.ts';

describe("the census's own messages", () => {
  it.each(Object.entries(CENSUS_MESSAGES))('%s matches the catalogue', (key, text) => {
    expect(en[key as keyof typeof en]).toBe(text);
  });
});
