import { isEnumValue } from './enum-value.ts';

/**
 * Collection item record types by number (behaviour.md#vocabulary, "numeric").
 * The specification (behaviour.md#vocabulary) says "others" exist without numbering them; only named ones are
 * listed.
 */
export const RECORD_TYPE = {
  TEXT: 1,
  IMAGE: 2,
  QUOTE: 4,
  LINK: 5,
  AUDIO: 7,
  VIDEO: 8,
  REVIEW: 10,
  STORE_ITEM: 11,
  EVENT: 12,
  GALLERY: 14,
  DIGITAL_GOOD: 18,
} as const;

/** One record type number. */
export type RecordType = (typeof RECORD_TYPE)[keyof typeof RECORD_TYPE];

/**
 * The named collection item kinds (behaviour.md#vocabulary: "audio, event, image,
 * portfolio item, text, video"). The specification (behaviour.md#vocabulary) gives them as words, not wire
 * values; kebab-case is used for the two-word one.
 */
export const COLLECTION_ITEM_KIND = {
  AUDIO: 'audio',
  EVENT: 'event',
  IMAGE: 'image',
  PORTFOLIO_ITEM: 'portfolio-item',
  TEXT: 'text',
  VIDEO: 'video',
} as const;

/** One collection item kind. */
export type CollectionItemKind = (typeof COLLECTION_ITEM_KIND)[keyof typeof COLLECTION_ITEM_KIND];

/** Whether a value is a known record type number. */
export function isRecordType(value: unknown): value is RecordType {
  return isEnumValue(RECORD_TYPE, value);
}
