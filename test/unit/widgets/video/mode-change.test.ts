// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { reloadOnModeChange } from '../../../../widgets/video/mode-change.ts';
import type { BlockContext } from '../../../../src/block-context.ts';

const context = { id: 'block-video', type: 'video' } as BlockContext;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a video mode change', () => {
  it('unloads and reloads on a new mode only; the cleanup unloads the current one and stops watching', async () => {
    const element = document.createElement('div');
    element.setAttribute('data-block-json', '{"mode":"fit"}');
    const unloads: string[] = [];
    const start = vi.fn((mode: string) => () => void unloads.push(mode));
    const stop = reloadOnModeChange(element, context, 'fit', start);
    expect(start.mock.calls).toEqual([['fit']]);
    element.setAttribute('data-block-json', '{"mode":"fit","title":"Other"}');
    await settle();
    expect(start).toHaveBeenCalledTimes(1);
    element.setAttribute('data-block-json', '{"mode":"fill"}');
    await settle();
    expect(unloads).toEqual(['fit']);
    expect(start.mock.calls).toEqual([['fit'], ['fill']]);
    stop();
    expect(unloads).toEqual(['fit', 'fill']);
    element.setAttribute('data-block-json', '{"mode":"none"}');
    await settle();
    expect(start).toHaveBeenCalledTimes(2);
  });

  it('data that is not JSON keeps the mode, with one warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = document.createElement('div');
    const start = vi.fn(() => () => {});
    reloadOnModeChange(element, context, 'fit', start);
    element.setAttribute('data-block-json', '{mode');
    await settle();
    expect(start).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('block #block-video');
    warn.mockRestore();
  });
});
