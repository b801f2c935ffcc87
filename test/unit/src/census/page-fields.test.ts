// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { recordHitForm, type PageHitData } from '../../../../src/census/page-fields.ts';

describe('the page-hit form', () => {
  it('sends the page-view event (1, behaviour/vocabulary.md#vocabulary) and the data as JSON text', () => {
    const data = { websiteId: 'w1', url: 'https://example.com/about' } as PageHitData;
    expect(recordHitForm(data)).toEqual({ event: '1', data: '{"websiteId":"w1","url":"https://example.com/about"}' });
  });
});
