/**
 * Keyboard key codes the runtime listens for (behaviour/vocabulary.md#vocabulary: Escape 27; behaviour/vocabulary.md#vocabulary: Enter 13, Space 32, gallery previous 37 and next 39).
 */
const KEY_CODE = {
  ENTER: 13,
  ESCAPE: 27,
  SPACE: 32,
  LEFT: 37,
  RIGHT: 39,
} as const;

/**
 * The `KeyboardEvent.key` names matching {@link KEY_CODE}, because
 * `keyCode` is deprecated and new listeners should compare `key`.
 */
const KEY_NAME = {
  ENTER: 'Enter',
  ESCAPE: 'Escape',
  SPACE: ' ',
  LEFT: 'ArrowLeft',
  RIGHT: 'ArrowRight',
} as const satisfies Record<keyof typeof KEY_CODE, string>;

/**
 * Whether a keyboard event is the given key, by `key` name first and by the
 * legacy `keyCode` second (older embedded browsers only set the latter).
 */
export function isKey(event: Pick<KeyboardEvent, 'key'> & { keyCode?: number }, which: keyof typeof KEY_CODE): boolean {
  if (event.key === KEY_NAME[which]) return true;
  // 'Spacebar' is what pre-standard browsers reported for the space key.
  if (which === 'SPACE' && event.key === 'Spacebar') return true;
  return event.keyCode === KEY_CODE[which];
}
