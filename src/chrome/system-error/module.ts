/**
 * The `system-error` site module (`SiteRuntime.load('system-error')`): the
 * overlay the data layer shows for errors nobody handled.
 */
import './system-error.css';

export { showSystemError } from './system-error.ts';
export type { SystemError } from './system-error.ts';
