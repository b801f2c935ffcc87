/**
 * The `tooltip` site module (`SiteRuntime.load('tooltip')`): `attachTooltip`
 * for one element, `bindTooltips` for every `[data-tooltip]` on the page.
 */
import './tooltip.css';

export { TOOLTIP, attachTooltip, bindTooltips, placeTooltip } from './tooltip.ts';
