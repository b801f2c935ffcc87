// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

describe('src/log.ts, the one console funnel (docs/behaviour/start-up.md#console)', () => {
  let log: typeof import('../../../src/log.ts');
  let errors: ErrorEvent[];
  const onError = (event: Event) => errors.push(event as ErrorEvent);

  beforeEach(async () => {
    vi.resetModules();
    log = await import('../../../src/log.ts');
    errors = [];
    addEventListener('error', onError);
  });
  afterEach(() => removeEventListener('error', onError));

  it('prefixes every line, joined to a leading message', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const cause = new Error('x');
    log.warn('a bad field', 1);
    log.fail('the map failed:', cause);
    expect(warn).toHaveBeenCalledWith('[site-runtime] a bad field', 1);
    expect(error).toHaveBeenCalledWith('[site-runtime] the map failed:', cause);
  });

  it('warn and fail never reach the error reporter', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    log.warn('w');
    log.fail('f', new Error('f'));
    expect(errors).toEqual([]);
  });

  it('contained(what) logs "what failed:" and hands the error to the reporter as a window error event', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const cause = new Error('the widget threw');
    log.contained('the map script')(cause);
    expect(error).toHaveBeenCalledWith('[site-runtime] the map script failed:', cause);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.error).toBe(cause);
  });

  it('logs a backend or network failure (ApiError, CartCallError) but never reports it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const name of ['ApiError', 'CartCallError']) {
      const cause = Object.assign(new Error('500'), { name });
      log.contained('add to cart')(cause);
      expect(error).toHaveBeenLastCalledWith('[site-runtime] add to cart failed:', cause);
    }
    expect(errors).toEqual([]);
  });
});
