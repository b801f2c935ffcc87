/** Contained failures log through the one funnel (src/log.ts). */
export { contained } from '../../log.ts';
