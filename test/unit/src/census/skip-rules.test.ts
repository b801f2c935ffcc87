// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { censusSkipReason, recordsPageView } from '../../../../src/census/skip-rules.ts';
import { PAGE_TYPE } from '../../../../src/enums/page-type.ts';
import { roleIdsOf } from '../../../../src/enums/role.ts';
import type { SiteContext } from '../../../../src/site-context.ts';
import { accountRolesKnown, loadAccountRoles } from '../../../../src/census/account-roles.ts';

const page = (extra: Partial<SiteContext> = {}): SiteContext => ({ website: { id: 'w1' }, pageType: 2, ...extra });
const owner = { authenticatedAccount: { id: 'acc-1' }, websiteRoles: { '1': true } };
const viewer = { authenticatedAccount: { id: 'acc-2' }, websiteRoles: { '10': true } };

describe('census skip rules (behaviour/census.md#census)', () => {
  // First: the role table loads once per test file.
  it('counts no signed-in account, viewer-only included, until the role table has loaded', async () => {
    expect(accountRolesKnown()).toBe(false);
    expect(censusSkipReason(page(viewer), '/about', false)).toBe('signed-in');
    await loadAccountRoles();
    expect(accountRolesKnown()).toBe(true);
    expect(censusSkipReason(page(viewer), '/about', false)).toBeUndefined();
  });

  it('counts a logged-out visitor on an ordinary page', () => {
    expect(censusSkipReason(page(), '/about', false)).toBeUndefined();
  });

  it('skips signed-in users who are not viewer-only', async () => {
    await loadAccountRoles();
    expect(censusSkipReason(page(owner), '/about', false)).toBe('signed-in');
    expect(censusSkipReason(page({ authenticatedAccount: { id: 'a' } }), '/about', false)).toBe('signed-in');
    expect(censusSkipReason(page({ authenticatedAccount: { id: 'a' }, websiteRoles: { '10': true, '4': true } }), '/', false)).toBe('signed-in');
  });

  it('counts viewer-only accounts outside config paths only', async () => {
    await loadAccountRoles();
    expect(censusSkipReason(page(viewer), '/about', false)).toBeUndefined();
    expect(censusSkipReason(page({ authenticatedAccount: { id: 'a' }, websiteRoles: [10] }), '/', false)).toBeUndefined();
    expect(censusSkipReason(page(viewer), '/config/pages', false)).toBe('config-path');
    expect(censusSkipReason(page(viewer), '/config', false)).toBe('config-path');
    expect(censusSkipReason(page(viewer), '/configure', false)).toBeUndefined();
  });

  it('skips the page types of the enumeration, written out in the census', () => {
    expect(censusSkipReason(page({ pageType: PAGE_TYPE.NOT_FOUND }), '/x', false)).toBe('not-found');
    expect(censusSkipReason(page({ pageType: PAGE_TYPE.LOCK_SCREEN }), '/x', false)).toBe('lock-screen');
    expect(censusSkipReason(page({ pageType: PAGE_TYPE.MEMBER_AREA_ACCESS_DENIED }), '/x', false)).toBe('access-denied');
  });

  it('skips not-found, lock-screen and access-denied pages', () => {
    expect(censusSkipReason(page({ pageType: 100 }), '/x', false)).toBe('not-found');
    expect(censusSkipReason(page({ pageType: 103 }), '/x', false)).toBe('lock-screen');
    expect(censusSkipReason(page({ pageType: 106 }), '/x', false)).toBe('access-denied');
    expect(censusSkipReason(page({ pageType: 50 }), '/x', false)).toBeUndefined();
  });

  it('skips everything when analytics is disabled', () => {
    expect(censusSkipReason(page(), '/', true)).toBe('analytics-disabled');
  });

  it('records no page view on /search', () => {
    expect(recordsPageView('/search')).toBe(false);
    expect(recordsPageView('/search/')).toBe(false);
    expect(recordsPageView('/searching')).toBe(true);
    expect(recordsPageView('/blog/search-tips')).toBe(true);
  });

  it('reads roles from an object or an array', () => {
    expect(roleIdsOf({ '1': true, '10': false, '4': true })).toEqual([1, 4]);
    expect(roleIdsOf([10])).toEqual([10]);
    expect(roleIdsOf({ 'acc-1': [10] })).toEqual([10]);
    expect(roleIdsOf(undefined)).toEqual([]);
  });
});
