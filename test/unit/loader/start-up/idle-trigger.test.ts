// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { createBus } from '../../../../src/bus.ts';
import type { SiteRuntime } from '../../../../src/runtime-api.ts';
import type { HeldCall, SiteModuleContext } from '../../../../src/site-module.ts';

const runtimeWith = (load: SiteRuntime['load'], context: object = { website: { id: 'w' }, pageType: 2 }, ready = Promise.resolve()) =>
  ({ context, load, bus: createBus(), ready }) as unknown as SiteRuntime;

describe('the idle start trigger (a start-up task)', () => {
  it('holds errors and Escape presses from page start, in order, and hands them to the idle start', async () => {
    vi.resetModules();
    const { armIdleStart } = await import('../../../../loader/start-up/idle-trigger.ts');
    const early = new ErrorEvent('error', { message: 'early' });
    window.dispatchEvent(early);
    const escape = new KeyboardEvent('keydown', { key: 'Escape' });
    window.dispatchEvent(escape);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    const taken: HeldCall[][] = [];
    const load = vi.fn(async () => ({ start: ({ held }: SiteModuleContext) => taken.push(held.splice(0)) }));
    armIdleStart(runtimeWith(load as never));
    expect(load).toHaveBeenCalledWith('idle-start');
    await vi.waitFor(() => expect(taken).toHaveLength(1));
    expect(taken[0]).toEqual([
      ['error', early],
      ['keydown', escape],
    ]);
    // A later error starts (the cached module) again and is handed over too;
    // a later Escape is not held: the module listens for it itself.
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    const later = new ErrorEvent('error', { message: 'later' });
    window.dispatchEvent(later);
    await vi.waitFor(() => expect(taken).toHaveLength(2));
    expect(taken[1]).toEqual([['error', later]]);
  });

  it('loads at once for a signed-in account, else when consent is given or when idle', async () => {
    vi.resetModules();
    const { armIdleStart } = await import('../../../../loader/start-up/idle-trigger.ts');
    const load = vi.fn(async () => ({ start: () => undefined }));
    armIdleStart(runtimeWith(load as never, { website: { id: 'w' }, pageType: 2, authenticatedAccount: { id: 'a' } }));
    expect(load).toHaveBeenCalledOnce();

    vi.resetModules();
    vi.useFakeTimers();
    const again = await import('../../../../loader/start-up/idle-trigger.ts');
    const idleLoad = vi.fn(async () => ({ start: () => undefined }));
    const runtime = runtimeWith(idleLoad as never);
    again.armIdleStart(runtime);
    expect(idleLoad).not.toHaveBeenCalled();
    runtime.bus.emit('consent:change', { allowed: true, time: 1 });
    expect(idleLoad).toHaveBeenCalledOnce();
    await vi.runAllTimersAsync();
    expect(idleLoad).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });

  it('waits for idle only once the first view has settled, or 3 s after start-up if it has not', async () => {
    vi.resetModules();
    vi.useFakeTimers();
    // jsdom has no requestIdleCallback: the trigger's idle period is a timer at 0 (loader/idle.ts).
    const { armIdleStart } = await import('../../../../loader/start-up/idle-trigger.ts');
    let settle!: () => void;
    const load = vi.fn(async () => ({ start: () => undefined }));
    armIdleStart(runtimeWith(load as never, undefined, new Promise<void>((resolve) => (settle = resolve))));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(load).not.toHaveBeenCalled();
    settle();
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledOnce();

    const stuck = vi.fn(async () => ({ start: () => undefined }));
    armIdleStart(runtimeWith(stuck as never, undefined, new Promise<void>(() => undefined)));
    await vi.advanceTimersByTimeAsync(2_999);
    expect(stuck).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2);
    expect(stuck).toHaveBeenCalledOnce();
    vi.useRealTimers();
  });
});
