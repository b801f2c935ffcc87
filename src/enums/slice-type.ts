/**
 * Editor block (slice) type names (behaviour.md#vocabulary, "Editor enumerations"), in
 * the documented order. Used by cover pages and the lock screen.
 */
export const SLICE_TYPES = [
  'heading',
  'sub-heading',
  'body',
  'image',
  'gallery',
  'video',
  'social-icons',
  'buttons',
  'navigation',
  'custom-form',
  'newsletter',
  'album',
  'map',
  'lock',
  'password',
  'twitter',
  'logo',
  'action',
  'popup-overlay-action',
  'temp-lock-inject',
] as const;

/** One slice type name. */
export type SliceType = (typeof SLICE_TYPES)[number];

/** Whether a value is a known slice type name. */
export function isSliceType(value: unknown): value is SliceType {
  return (SLICE_TYPES as readonly unknown[]).includes(value);
}
