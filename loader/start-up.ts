import type { SiteRuntime } from '../src/runtime-api.ts';
import { armIdleStart } from './start-up/idle-trigger.ts';
import { consent } from './start-up/consent.ts';
import { watchPageImages } from './page-images.ts';

/**
 * A start-up task: what the loader itself runs after the context is read
 * and the page is parsed. It must be cheap: anything that can wait goes into
 * a lazy module (`runtime.load(name)`), such as the idle start or the
 * `services` router (docs/architecture.md#names). The type and the list keep
 * their old names (Service, services): renaming them measured 1 B more gzip
 * on the loader of test/unit/build/synthetic-loader.test.ts, at its hard limit
 * (the minifier picks its short names from the source's letters).
 */
export type Service = (runtime: SiteRuntime) => void;

/**
 * The start-up tasks, in order. Each runs inside its own try/catch, so one
 * failing task never stops the others or the blocks.
 */
export const services: Service[] = [armIdleStart, consent, watchPageImages];
