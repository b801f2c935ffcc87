/**
 * The dialogs' styles (second seed, section 9): width 350, padding 20; the base
 * z-index 30000 is set per dialog, through the CSSOM.
 * Adopted through the CSSOM (see adopt-styles.ts), so no `<style>` element is injected.
 */
export const DIALOG_CSS = `
.site-dialog-root {
  position: fixed;
  opacity: 0;
  transition: opacity 0.3s ease;
  font-family: inherit;
  box-sizing: border-box;
}
.site-dialog-root--visible {
  opacity: 1;
}
.site-dialog-root--center {
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 20px;
}
.site-dialog-root--modal {
  background: rgba(0, 0, 0, 0.5);
}
.site-dialog-root--top-right {
  top: 20px;
  right: 20px;
  pointer-events: none;
}
.site-dialog-root--top-right .site-dialog {
  pointer-events: auto;
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.25);
}
.site-dialog {
  box-sizing: border-box;
  width: 350px;
  max-width: calc(100vw - 40px);
  max-height: calc(100vh - 40px);
  overflow: auto;
  padding: 20px;
  background: #fff;
  color: #1a1a1a;
  border-radius: 4px;
  text-align: left;
  line-height: 1.4;
}
.site-dialog:focus {
  outline: none;
}
.site-dialog:focus-visible {
  outline: 2px solid #1a5fb4;
}
.site-dialog__title {
  margin: 0 0 10px;
  font-size: 18px;
  font-weight: 600;
}
.site-dialog__message {
  margin: 0;
  font-size: 15px;
}
.site-dialog__content {
  margin-top: 10px;
}
.site-dialog__buttons {
  display: flex;
  justify-content: flex-end;
  gap: 10px;
  margin-top: 20px;
}
.site-dialog__button {
  min-height: 36px;
  padding: 0 16px;
  border: 1px solid #1a1a1a;
  border-radius: 4px;
  background: #fff;
  color: #1a1a1a;
  font: inherit;
  font-size: 14px;
  cursor: pointer;
}
.site-dialog__button--confirm {
  background: #1a1a1a;
  color: #fff;
}
.site-dialog__button:focus-visible {
  outline: 2px solid #1a5fb4;
  outline-offset: 2px;
}
.site-visually-hidden {
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
}
@media (prefers-reduced-motion: reduce) {
  .site-dialog-root {
    transition: none;
  }
}
`;
