import { isEnumValue } from './enum-value.ts';
import { t } from '../catalogue/index.ts';
import { WORKFLOW_TEXT } from '../catalogue/en/workflow.ts';

/**
 * Content status ids (behaviour.md#vocabulary: "PUBLISHED 1, SCHEDULED 2, NEEDS_REVIEW 3,
 * DRAFT 4, PRIVATE 5, DELETED 6").
 */
export const CONTENT_STATUS = {
  PUBLISHED: 1,
  SCHEDULED: 2,
  NEEDS_REVIEW: 3,
  DRAFT: 4,
  PRIVATE: 5,
  DELETED: 6,
} as const;

/** One content status id. */
export type ContentStatus = (typeof CONTENT_STATUS)[keyof typeof CONTENT_STATUS];

/**
 * Item visibility states as words (behaviour.md#vocabulary: "draft, published,
 * needs_review, scheduled").
 */
export const ITEM_VISIBILITY = {
  DRAFT: 'draft',
  PUBLISHED: 'published',
  NEEDS_REVIEW: 'needs_review',
  SCHEDULED: 'scheduled',
} as const;

/** One item visibility word. */
export type ItemVisibility = (typeof ITEM_VISIBILITY)[keyof typeof ITEM_VISIBILITY];

/** Whether a value is a known content status id. */
export function isContentStatus(value: unknown): value is ContentStatus {
  return isEnumValue(CONTENT_STATUS, value);
}

/** Keys of the workflow labels in the catalogue's `workflow` area, so a translation can replace them. */
export type WorkflowLabelKey = keyof typeof WORKFLOW_TEXT.messages;

/**
 * The key (in the catalogue's `workflow` area) of a status's workflow label: published 'Available',
 * scheduled 'Scheduled', draft 'Hidden', anything else 'Unsupported' (behaviour.md#vocabulary). Accepts the numeric id or the visibility word because the page
 * context and the item records use different spellings.
 */
export function workflowLabelKey(status: unknown): WorkflowLabelKey {
  if (status === CONTENT_STATUS.PUBLISHED || status === ITEM_VISIBILITY.PUBLISHED) return 'available';
  if (status === CONTENT_STATUS.SCHEDULED || status === ITEM_VISIBILITY.SCHEDULED) return 'scheduled';
  if (status === CONTENT_STATUS.DRAFT || status === ITEM_VISIBILITY.DRAFT) return 'hidden';
  return 'unsupported';
}

/**
 * The display label of a status in the active catalogue language
 * ('Available', 'Scheduled', 'Hidden' or 'Unsupported' in English).
 */
export function workflowLabel(status: unknown): string {
  return t(WORKFLOW_TEXT, workflowLabelKey(status));
}
