/**
 * The system-error chunk (`SiteRuntime.load('services').then((s) => s.systemError())`,
 * and the data layer on an unhandled failure): the overlay, built on the dialog.
 */
export { showSystemError } from './system-error.ts';
export type { SystemError } from './system-error.ts';
