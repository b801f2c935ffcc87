// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import {
  CONTENT_STATUS,
  ITEM_VISIBILITY,
  isContentStatus,
  workflowLabel,
  workflowLabelKey,
} from '../../../../src/enums/content-status.ts';
import { registerCatalogue, setLocale } from '../../../../src/catalogue/register.ts';

describe('CONTENT_STATUS', () => {
  it.each([
    ['PUBLISHED', 1],
    ['SCHEDULED', 2],
    ['NEEDS_REVIEW', 3],
    ['DRAFT', 4],
    ['PRIVATE', 5],
    ['DELETED', 6],
  ] as const)('%s is %i', (name, value) => {
    expect(CONTENT_STATUS[name]).toBe(value);
    expect(isContentStatus(value)).toBe(true);
  });

  it('has exactly six statuses', () => {
    expect(Object.keys(CONTENT_STATUS)).toHaveLength(6);
    expect(isContentStatus(7)).toBe(false);
  });

  it('names the four visibility states', () => {
    expect(Object.values(ITEM_VISIBILITY)).toEqual(['draft', 'published', 'needs_review', 'scheduled']);
  });
});

describe('workflowLabel', () => {
  afterEach(() => setLocale('en'));

  it.each([
    [CONTENT_STATUS.PUBLISHED, 'Available'],
    ['published', 'Available'],
    [CONTENT_STATUS.SCHEDULED, 'Scheduled'],
    ['scheduled', 'Scheduled'],
    [CONTENT_STATUS.DRAFT, 'Hidden'],
    ['draft', 'Hidden'],
    [CONTENT_STATUS.NEEDS_REVIEW, 'Unsupported'],
    ['needs_review', 'Unsupported'],
    [CONTENT_STATUS.PRIVATE, 'Unsupported'],
    [CONTENT_STATUS.DELETED, 'Unsupported'],
    [undefined, 'Unsupported'],
    ['PUBLISHED', 'Unsupported'],
  ] as const)('%j is labelled %s', (status, label) => {
    expect(workflowLabel(status)).toBe(label);
  });

  it('uses the catalogue, so a translation replaces the label', () => {
    registerCatalogue('test-workflow', { workflow: { hidden: 'Versteckt' } });
    setLocale('test-workflow');
    expect(workflowLabelKey(4)).toBe('hidden');
    expect(workflowLabel(4)).toBe('Versteckt');
    expect(workflowLabel(1)).toBe('Available');
  });
});
