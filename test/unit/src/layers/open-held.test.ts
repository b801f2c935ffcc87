// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openHeld } from '../../../../src/layers/open-held.ts';
import { closeTopLayer, holdLayer, layerCount } from '../../../../src/layers/stack.ts';

const layer = () => ({ close: vi.fn<(result: 'cancel') => void>() });

afterEach(() => {
  while (closeTopLayer()) {
    // empty the stack between tests
  }
});

describe('openHeld: hold, import, open, cancel (docs/behaviour/layers.md#held-layers)', () => {
  it('opens with the module once it is in and gives the held place up', async () => {
    const release = holdLayer('dialog');
    expect(layerCount()).toBe(1);
    const opened = layer();
    const open = vi.fn((module: { name: string }) => {
      expect(module.name).toBe('dialogs');
      return opened;
    });
    await expect(openHeld(release, async () => ({ name: 'dialogs' }), open)).resolves.toBe(opened);
    expect(open).toHaveBeenCalledTimes(1);
    expect(opened.close).not.toHaveBeenCalled();
    expect(layerCount()).toBe(0);
  });

  it('an Escape while the code downloads takes the held place; the layer opens and is cancelled at once', async () => {
    const release = holdLayer('alert');
    let arrive!: (module: string) => void;
    const shown = openHeld(release, () => new Promise<string>((resolve) => (arrive = resolve)), layer);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(layerCount()).toBe(0);
    arrive('module');
    const opened = await shown;
    expect(opened.close).toHaveBeenCalledExactlyOnceWith('cancel');
  });

  it('a failed import rejects and gives the place up, so a later Escape is not swallowed by it', async () => {
    const release = holdLayer('system-error');
    const open = vi.fn(layer);
    await expect(openHeld(release, () => Promise.reject(new Error('chunk 404')), open)).rejects.toThrow('chunk 404');
    expect(open).not.toHaveBeenCalled();
    expect(layerCount()).toBe(0);
  });

  it('an open that throws rejects with its error and leaves no place behind', async () => {
    const release = holdLayer('information');
    await expect(
      openHeld(
        release,
        async () => 1,
        () => {
          throw new Error('no body');
        },
      ),
    ).rejects.toThrow('no body');
    expect(layerCount()).toBe(0);
  });

  it('with skip, an Escape while the code downloads means the layer never opens: skip answers instead', async () => {
    const release = holdLayer('lightbox');
    let arrive!: (module: string) => void;
    const open = vi.fn(layer);
    const skip = vi.fn(() => 'skipped' as const);
    const shown = openHeld(release, () => new Promise<string>((resolve) => (arrive = resolve)), open, skip);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    arrive('module');
    await expect(shown).resolves.toBe('skipped');
    expect(open).not.toHaveBeenCalled();
    expect(skip).toHaveBeenCalledTimes(1);
    expect(layerCount()).toBe(0);
  });

  it('with skip and no Escape, the layer opens as usual and skip is not called', async () => {
    const release = holdLayer('lightbox');
    const opened = layer();
    const skip = vi.fn();
    await expect(
      openHeld(
        release,
        async () => 'module',
        () => opened,
        skip,
      ),
    ).resolves.toBe(opened);
    expect(skip).not.toHaveBeenCalled();
    expect(opened.close).not.toHaveBeenCalled();
    expect(layerCount()).toBe(0);
  });
});
