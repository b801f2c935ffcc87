import { describe, expect, it } from 'vitest';
import { ANALYTICS_TEXT } from '../../../../src/catalogue/en/analytics.ts';
import { PERFORMANCE_TEXT } from '../../../../src/catalogue/en/performance.ts';
import { CENSUS_MESSAGES } from '../../../../src/census/census-messages.ts';

// The census's copies are keyed `area.meaning`, as the catalogue once was.
const AREAS: Readonly<Record<string, { readonly messages: Readonly<Record<string, string>> }>> = {
  analytics: ANALYTICS_TEXT,
  performance: PERFORMANCE_TEXT,
};

describe("the census's own messages", () => {
  it.each(Object.entries(CENSUS_MESSAGES))('%s matches the catalogue', (key, text) => {
    const [area = '', meaning = ''] = key.split('.');
    expect(AREAS[area]?.messages[meaning]).toBe(text);
  });
});
