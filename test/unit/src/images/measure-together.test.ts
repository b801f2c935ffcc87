// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { measureTogether } from '../../../../src/images/measure-together.ts';

describe('measureTogether', () => {
  it('runs every read queued in one turn together, after the turn, before any caller continues', async () => {
    const log: string[] = [];
    const reader = (name: string) =>
      measureTogether(() => {
        log.push(`read ${name}`);
        return name.length;
      }).then((value) => log.push(`write ${name} ${value}`));
    const all = Promise.all([reader('a'), reader('bb'), reader('ccc')]);
    log.push('turn ends');
    await all;
    expect(log).toEqual(['turn ends', 'read a', 'read bb', 'read ccc', 'write a 1', 'write bb 2', 'write ccc 3']);
  });

  it('a read that throws rejects its own caller only', async () => {
    const failing = measureTogether(() => {
      throw new Error('no box');
    });
    const fine = measureTogether(() => 7);
    await expect(failing).rejects.toThrow('no box');
    await expect(fine).resolves.toBe(7);
  });
});
