/**
 * The tooltip's styles (second seed, section 9): 250 px wide, placed by script.
 * Adopted through the CSSOM (see ../dialog/adopt-styles.ts), so no `<style>` element is injected.
 */
export const TOOLTIP_CSS = `
.site-tooltip {
  position: fixed;
  z-index: 30100;
  box-sizing: border-box;
  width: 250px;
  padding: 8px 10px;
  border-radius: 4px;
  background: #1a1a1a;
  color: #fff;
  font-size: 13px;
  line-height: 1.4;
}
.site-tooltip[hidden] {
  display: none;
}
`;
