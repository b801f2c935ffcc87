/**
 * What other code may call on the census (the button block widget, the
 * popup overlay, forms). Every function checks consent and the skip rules
 * itself, resolves within the 2500 ms census timeout and never rejects.
 */
export { BUTTON_CONTEXT, type ButtonTrackingPayload, trackButtonClick, trackButtonRender, trackFormRender, trackOverlay } from './tracking.ts';
export { handleTrackedClick, shouldHoldNavigation } from './click.ts';
export { CENSUS_TIMEOUT_MS } from './send.ts';
