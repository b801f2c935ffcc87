/**
 * The tooltip chunk (`SiteRuntime.load('services').then((s) => s.tooltip())`):
 * `attachTooltip` for one element, `bindTooltips` for every `[data-tooltip]`.
 */

export { TOOLTIP, attachTooltip, bindTooltips, placeTooltip } from './tooltip.ts';
