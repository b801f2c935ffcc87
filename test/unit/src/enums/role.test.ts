// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ROLE, isViewerOnly } from '../../../../src/enums/role.ts';

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
  });

  it('has exactly the documented roles (no 5)', () => {
    expect(Object.keys(ROLE)).toHaveLength(14);
    expect(Object.values(ROLE)).not.toContain(5);
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
