/**
 * The system-error chunk (`SiteRuntime.load('services').then((s) => s.systemError())`):
 * the overlay the data layer shows for errors nobody handled.
 */

export { showSystemError } from './system-error.ts';
export type { SystemError } from './system-error.ts';
