/**
 * The system-error overlay's styles, on top of the dialog's: a red rule so it
 * reads as an error.
 * Adopted through the CSSOM (see ../dialog/adopt-styles.ts), so no `<style>` element is injected.
 */
export const SYSTEM_ERROR_CSS = `
.site-system-error {
  border-top: 4px solid #b3261e;
}
.site-system-error__url,
.site-system-error__format,
.site-system-error__text,
.site-system-error__key {
  margin: 0 0 6px;
  font-size: 14px;
  overflow-wrap: anywhere;
}
`;
