// @vitest-environment jsdom
/**
 * The cap on contained reports is the page's (docs/behaviour/services.md#contained-reports): src/log.ts
 * is in several bundles (the loader, the blocks runtime, the idle start), so the count is kept
 * by the loader's error stub, where every bundle's reports arrive. Its own file: the stub's
 * listeners stay on the window of the file that imports it.
 */
import { expect, it, vi } from 'vitest';
import { createBus } from '../../../../src/bus.ts';
import type { SiteRuntime } from '../../../../src/runtime-api.ts';
import type { HeldCall, SiteModuleContext } from '../../../../src/site-module.ts';

it('25 contained reports from two bundles reach the reporter as 20, and no listener after the stub hears the 5 over', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const { armIdleStart } = await import('../../../../loader/start-up/idle-trigger.ts');
  const loaderLog = await import('../../../../src/log.ts');
  // A second copy of src/log.ts, as the blocks runtime's bundle has.
  vi.resetModules();
  const blocksLog = await import('../../../../src/log.ts');
  expect(blocksLog.report).not.toBe(loaderLog.report);
  const after = vi.fn();
  window.addEventListener('error', after);
  for (let i = 0; i < 13; i++) loaderLog.contained('a bus listener')(new Error(`loader ${i}`));
  for (let i = 0; i < 12; i++) blocksLog.contained('a widget')(new Error(`blocks ${i}`));
  const taken: HeldCall[] = [];
  const load = async () => ({ start: ({ held }: SiteModuleContext) => void taken.push(...held.splice(0)) });
  armIdleStart({ context: { website: { id: 'w' }, pageType: 2 }, load, bus: createBus() } as unknown as SiteRuntime);
  await vi.waitFor(() => expect(taken).toHaveLength(loaderLog.MAX_CONTAINED_REPORTS));
  expect(taken.map(([, event]) => ((event as ErrorEvent).error as Error).message)).toEqual([
    ...Array.from({ length: 13 }, (_, i) => `loader ${i}`),
    ...Array.from({ length: 7 }, (_, i) => `blocks ${i}`),
  ]);
  expect(after).toHaveBeenCalledTimes(20);
});
