import type { Service } from '../services.ts';
import { fail } from '../log.ts';
import { whenIdle } from '../idle.ts';

/**
 * Loads the lazy `census` module at idle: nothing of it is needed for the
 * first paint. The module starts itself when it loads; all its logic
 * (consent, skip rules, cookies, calls) lives there, and it swallows every
 * census failure.
 */
export const census: Service = ({ load }) => whenIdle(() => void load('census').catch(fail));
