/**
 * The bench goes on past a load it cannot measure (bench/measure.ts
 * `measuredOrNoted`): the load is noted with its reason for the report, and
 * the run continues with the next.
 */
import { describe, expect, it, vi } from 'vitest';
import { measuredOrNoted, NO_MEASUREMENT } from '../../../bench/measure.ts';

describe('measuredOrNoted', () => {
  it('hands back a measurement as it is, noting nothing', async () => {
    const failures: string[] = [];
    const measurement = { ...NO_MEASUREMENT, allReadyMs: 120 };
    await expect(measuredOrNoted(async () => measurement, 'HTTP/2, /p.html, loader, run 1', failures)).resolves.toBe(measurement);
    expect(failures).toEqual([]);
  });

  it('notes a load that timed out with its first line, and gives undefined instead of throwing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failures: string[] = [];
    const timedOut = () => Promise.reject(new Error('page.goto: Timeout 60000ms exceeded.\nCall log: …'));
    await expect(measuredOrNoted(timedOut, 'HTTP/1.1, /every.html, eager, run 2', failures)).resolves.toBeUndefined();
    expect(failures).toEqual(['HTTP/1.1, /every.html, eager, run 2: page.goto: Timeout 60000ms exceeded.']);
    expect(warn).toHaveBeenCalledWith('not measured: HTTP/1.1, /every.html, eager, run 2: page.goto: Timeout 60000ms exceeded.');
  });
});
