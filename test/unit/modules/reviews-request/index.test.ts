// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { PAGE_TYPE } from '../../../../src/enums/page-type.ts';
import { start } from '../../../../modules/reviews-request/index.ts';
import trigger from '../../../../modules/reviews-request/trigger.json';
import { moduleContext } from '../context.ts';

describe('the reviews-request page module', () => {
  it('loads on the reviews-request page type, by its trigger', () => {
    expect(trigger).toEqual({ pageTypes: [PAGE_TYPE.REVIEWS_REQUEST] });
  });

  it('marks the page', () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    start(moduleContext('reviews-request', { pageType: PAGE_TYPE.REVIEWS_REQUEST }));
    expect(document.documentElement.getAttribute('data-page-module')).toBe('reviews-request');
  });
});
