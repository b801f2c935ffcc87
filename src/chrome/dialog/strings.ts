/**
 * The dialogs' default wording (second seed, section 9). These are the
 * catalogue's `dialog.*` entries (src/catalogue/en.ts), copied here because
 * a dialog must cost at most 5 KB gzip when first shown and the catalogue
 * with its formatter is about that size on its own; a unit test keeps the
 * two equal. Callers pass translated labels through the dialog options.
 */
export const DIALOG_STRINGS = {
  /** `dialog.confirm` */
  confirm: 'Confirm',
  /** `dialog.cancel` */
  cancel: 'Cancel',
  /** `dialog.reject` */
  reject: 'Reject',
  /** `dialog.okay`: the alert's one button. */
  okay: 'Okay',
} as const;
