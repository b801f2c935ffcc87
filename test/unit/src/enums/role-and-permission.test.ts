// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ROLE, isRole, isViewerOnly } from '../../../../src/enums/role.ts';
import { CONFIG_AREA, PERMISSION, isConfigArea, isPermission } from '../../../../src/enums/permission.ts';

describe('ROLE', () => {
  it.each([
    ['ADMIN', 1],
    ['BILLING', 2],
    ['REPORTING', 3],
    ['EDITOR', 4],
    ['MODERATOR', 6],
    ['COMMENTER', 7],
    ['STORE_MANAGER', 8],
    ['SCHEDULING', 9],
    ['VIEWER', 10],
    ['CAMPAIGNS_EDITOR', 11],
    ['SCHEDULING_VIEWER', 12],
    ['SCHEDULING_EDITOR', 13],
    ['NONE', 14],
    ['WEBSITE_MANAGER', 15],
  ] as const)('%s is %i', (name, value) => {
    expect(ROLE[name]).toBe(value);
    expect(isRole(value)).toBe(true);
  });

  it('has exactly the documented roles (no 5)', () => {
    expect(Object.keys(ROLE)).toHaveLength(14);
    expect(isRole(5)).toBe(false);
  });

  it.each([
    [[10], true],
    [[10, 10], true],
    [[10, 1], false],
    [[4], false],
    [[], false],
  ] as const)('isViewerOnly(%j) is %s', (roles, expected) => {
    expect(isViewerOnly(roles)).toBe(expected);
  });
});

describe('PERMISSION and CONFIG_AREA', () => {
  it.each([
    ['AUTHENTICATED_WITHOUT_SITE_PERMISSIONS', 0],
    ['CONFIG', 1],
    ['ADMIN', 2],
  ] as const)('permission %s is %i', (name, value) => {
    expect(PERMISSION[name]).toBe(value);
    expect(isPermission(value)).toBe(true);
  });

  it.each([
    ['CONTENT_MANAGER', 11],
    ['SETTINGS', 12],
    ['ACTIVITY', 13],
    ['COMMERCE', 14],
    ['NEWSLETTER', 15],
    ['DAMASK', 17],
    ['CRM', 18],
  ] as const)('config area %s is %i', (name, value) => {
    expect(CONFIG_AREA[name]).toBe(value);
    expect(isConfigArea(value)).toBe(true);
  });

  it('has exactly the documented entries', () => {
    expect(Object.keys(PERMISSION)).toHaveLength(3);
    expect(Object.keys(CONFIG_AREA)).toHaveLength(7);
    expect(isConfigArea(16)).toBe(false);
  });
});
