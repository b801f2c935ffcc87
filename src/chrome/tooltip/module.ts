/**
 * The tooltip chunk (`SiteRuntime.load('services').then((s) => s.tooltip())`):
 * `attachTooltip` for one element, `mountTooltips` for every `[data-tooltip]`.
 */

export { TOOLTIP, attachTooltip, mountTooltips, placeTooltip } from './tooltip.ts';
