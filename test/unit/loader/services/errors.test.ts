// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import type { SiteRuntime } from '../../../../src/runtime-api.ts';

describe('the services stub', () => {
  it('buffers errors from page start and hands them to the services module', async () => {
    vi.resetModules();
    const { siteServices } = await import('../../../../loader/services/errors.ts');
    const early = new ErrorEvent('error', { message: 'early' });
    window.dispatchEvent(early);
    const taken: Event[][] = [];
    const load = vi.fn(async () => ({ take: (queue: Event[]) => taken.push(queue.splice(0)) }));
    siteServices({ context: { website: { id: 'w' }, pageType: 2 }, load } as unknown as SiteRuntime);
    expect(load).toHaveBeenCalledWith('services');
    await vi.waitFor(() => expect(taken).toHaveLength(1));
    expect(taken[0]).toEqual([early]);
    // A later error loads (the cached module) again and is handed over too.
    const later = new ErrorEvent('error', { message: 'later' });
    window.dispatchEvent(later);
    await vi.waitFor(() => expect(taken).toHaveLength(2));
    expect(taken[1]).toEqual([later]);
  });

  it('loads at once for a signed-in account, else when idle', async () => {
    vi.resetModules();
    const { siteServices } = await import('../../../../loader/services/errors.ts');
    const load = vi.fn(async () => ({ take: () => undefined }));
    siteServices({ context: { website: { id: 'w' }, pageType: 2, authenticatedAccount: { id: 'a' } }, load } as unknown as SiteRuntime);
    expect(load).toHaveBeenCalledOnce();

    vi.resetModules();
    vi.useFakeTimers();
    const again = await import('../../../../loader/services/errors.ts');
    const idleLoad = vi.fn(async () => ({ take: () => undefined }));
    again.siteServices({ context: { website: { id: 'w' }, pageType: 2 }, load: idleLoad } as unknown as SiteRuntime);
    expect(idleLoad).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(idleLoad).toHaveBeenCalledOnce();
    vi.useRealTimers();
  });
});
