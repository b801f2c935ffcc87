import type { SiteRuntime } from '../src/runtime-api.ts';
import { siteServices } from './services/errors.ts';
import { consent } from './services/consent.ts';
import { watchPageImages } from './page-images.ts';

/**
 * A site-wide service started by the loader after the context is read and
 * the page is parsed. It must be cheap: anything that can wait goes into a
 * lazy module (`runtime.load(name)`).
 */
export type Service = (runtime: SiteRuntime) => void;

/**
 * The services, in start order. Each is started inside its own try/catch,
 * so one failing service never stops the others or the blocks.
 */
export const services: Service[] = [siteServices, consent, watchPageImages];
