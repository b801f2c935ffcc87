/** The loader logs through the runtime's one funnel (src/log.ts). */
export { PREFIX, contained, fail, warn } from '../src/log.ts';
