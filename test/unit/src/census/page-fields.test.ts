// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PAGE_VIEW_EVENT, recordHitForm, type PageHitData } from '../../../../src/census/page-fields.ts';
import { ANALYTICS_EVENT } from '../../../../src/enums/analytics-event.ts';

describe('the page-hit form', () => {
  it('keeps the page-view event equal to the enumeration', () => {
    expect(PAGE_VIEW_EVENT).toBe(ANALYTICS_EVENT.PAGE_VIEW);
  });

  it('sends the page-view event and the data as JSON text', () => {
    const data = { websiteId: 'w1', url: 'https://example.com/about' } as PageHitData;
    expect(recordHitForm(data)).toEqual({ event: '1', data: '{"websiteId":"w1","url":"https://example.com/about"}' });
  });
});
