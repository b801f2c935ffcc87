/** The loader logs through the runtime's one funnel (src/log.ts). */
export { fail, warn } from '../src/log.ts';
