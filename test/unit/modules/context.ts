import { vi } from 'vitest';
import { createBus } from '../../../src/bus.ts';
import type { PageModuleContext } from '../../../src/page-module.ts';
import type { SiteContext } from '../../../src/site-context.ts';
import type { SiteRuntime } from '../../../src/runtime-api.ts';

/** A page module's start context for unit tests: a visitor on page type 2 unless `site` says otherwise. */
export function moduleContext(name: string, site: Partial<SiteContext> = {}, elements: Element[] = []): PageModuleContext {
  const context = { website: { id: 'w1', baseUrl: 'https://example.com' }, pageType: 2, ...site } as SiteContext;
  const bus = createBus();
  const runtime = { context, bus, load: vi.fn(() => Promise.reject(new Error('no services in unit tests'))) } as unknown as SiteRuntime;
  return { name, site: context, bus, runtime, elements };
}
