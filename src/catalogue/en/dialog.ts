import type { Area } from '../area.ts';

/** Dialogs (second seed, section 9). */
export const DIALOG_TEXT = {
  name: 'dialog',
  messages: {
    confirm: 'Confirm',
    cancel: 'Cancel',
    reject: 'Reject',
    okay: 'Okay',
  },
} as const satisfies Area;
