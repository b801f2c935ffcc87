import type { Area } from '../area.ts';

/** Dialogs (behaviour/vocabulary.md#catalogue). */
export const DIALOG_TEXT = {
  name: 'dialog',
  messages: {
    confirm: 'Confirm',
    cancel: 'Cancel',
    reject: 'Reject',
    okay: 'Okay',
  },
} as const satisfies Area;
