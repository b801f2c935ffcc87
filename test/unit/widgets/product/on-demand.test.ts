// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { onDemand } from '../../../../widgets/product/on-demand.ts';

describe('onDemand', () => {
  it('imports nothing until asked, then once for every caller, and is at hand after', async () => {
    const module = { name: 'measurements' };
    const importer = vi.fn(async () => module);
    const part = onDemand(importer);
    expect(importer).not.toHaveBeenCalled();
    expect(part.loaded).toBeUndefined();
    const [a, b] = await Promise.all([part.load(), part.load()]);
    expect(a).toBe(module);
    expect(b).toBe(module);
    expect(part.loaded).toBe(module);
    await part.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('rejects with the import failure, stays unloaded, and tries again on the next use', async () => {
    const failure = new Error('chunk failed');
    const importer = vi.fn<() => Promise<string>>().mockRejectedValueOnce(failure).mockResolvedValueOnce('loaded');
    const part = onDemand(importer);
    await expect(part.load()).rejects.toBe(failure);
    expect(part.loaded).toBeUndefined();
    await expect(part.load()).resolves.toBe('loaded');
    expect(part.loaded).toBe('loaded');
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
