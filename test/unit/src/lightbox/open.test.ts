// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeTopLayer, layerCount } from '../../../../src/layers/stack.ts';
import type { LightboxHandle, LightboxOptions } from '../../../../src/lightbox/types.ts';

// The viewer's chunk, stood in for: each test decides when it arrives and what it opens.
const viewer = vi.hoisted(() => ({ arrived: Promise.resolve(), created: [] as LightboxOptions[] }));
vi.mock('../../../../src/lightbox/lightbox.ts', async () => {
  await viewer.arrived;
  return {
    createLightbox: (options: LightboxOptions): LightboxHandle => {
      viewer.created.push(options);
      return { goTo: () => undefined, close: () => undefined, index: options.index };
    },
  };
});

afterEach(() => {
  while (closeTopLayer()) {
    // empty the stack between tests
  }
});

describe('openLightbox: held while its chunk downloads (docs/behaviour/layers.md#held-layers)', () => {
  it('an Escape during the download cancels the opening: nothing opens, onClose runs, the place is given up', async () => {
    let arrive!: () => void;
    viewer.arrived = new Promise<void>((resolve) => (arrive = resolve));
    const { openLightbox } = await import('../../../../src/lightbox/open.ts');
    const onClose = vi.fn();
    const opening = openLightbox({ items: [{ type: 'image', src: '/a.jpg' }], index: 0, onClose });
    expect(layerCount()).toBe(1);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    arrive();
    await expect(opening).resolves.toBeUndefined();
    expect(viewer.created).toEqual([]);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(layerCount()).toBe(0);

    // The next one, with no Escape, opens.
    const handle = await openLightbox({ items: [{ type: 'image', src: '/a.jpg' }], index: 0, onClose });
    expect(handle?.index).toBe(0);
    expect(viewer.created).toHaveLength(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(layerCount()).toBe(0);
  });
});
