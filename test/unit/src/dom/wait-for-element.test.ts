// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitForElement } from '../../../../src/dom/wait-for-element.ts';

describe('waitForElement', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = '';
  });
  afterEach(() => vi.useRealTimers());

  it('resolves at once when the element is there', async () => {
    document.body.innerHTML = '<div class="target"></div>';
    await expect(waitForElement('.target')).resolves.toBe(document.querySelector('.target'));
  });

  it('finds an element that appears later, checking every 100 ms', async () => {
    const spy = vi.spyOn(document, 'querySelector');
    const promise = waitForElement('.late');
    expect(spy).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(99);
    expect(spy).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(spy).toHaveBeenCalledTimes(2);
    document.body.innerHTML = '<p class="late"></p>';
    await vi.advanceTimersByTimeAsync(100);
    await expect(promise).resolves.toBe(document.querySelector('.late'));
  });

  it('waits without limit by default', async () => {
    const promise = waitForElement('.never');
    let settled = false;
    promise.then(
      () => (settled = true),
      () => (settled = true),
    );
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
    expect(settled).toBe(false);
    document.body.innerHTML = '<i class="never"></i>';
    await vi.advanceTimersByTimeAsync(100);
    expect(settled).toBe(true);
  });

  it('rejects at the retry limit', async () => {
    const promise = waitForElement('.missing', { retries: 3 });
    const assertion = expect(promise).rejects.toThrow('no element matches ".missing" after 3 retries');
    await vi.advanceTimersByTimeAsync(300);
    await assertion;
  });

  it('looks inside the given parent only', async () => {
    document.body.innerHTML = '<section><b class="x"></b></section><aside></aside>';
    const aside = document.querySelector('aside');
    const promise = waitForElement('.x', { parent: aside, retries: 0 });
    await expect(promise).rejects.toThrow(/after 0 retries/);
  });

  it.each([
    ['a missing parent', '.x', { parent: null }, 'the parent element is missing'],
    ['a missing selector', '', {}, 'the selector is missing'],
  ])('rejects on %s', async (_name, selector, options, message) => {
    await expect(waitForElement(selector, options)).rejects.toThrow(message);
  });

  it('rejects an invalid selector at once', async () => {
    await expect(waitForElement('[[[')).rejects.toThrow();
  });

  it('stops when the signal aborts', async () => {
    const controller = new AbortController();
    const promise = waitForElement('.never', { signal: controller.signal });
    const assertion = expect(promise).rejects.toThrow();
    controller.abort();
    await assertion;
    await expect(waitForElement('.x', { signal: AbortSignal.abort() })).rejects.toThrow();
  });
});
