// @vitest-environment jsdom
/**
 * waitForElement (src/dom/wait-for-element.ts): found when it appears, by a
 * MutationObserver rather than a poll, so no clock has to run for it; the
 * retry limit is time (retries × 100 ms).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitForElement } from '../../../../src/dom/wait-for-element.ts';

describe('waitForElement', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });
  afterEach(() => vi.useRealTimers());

  it('resolves at once when the element is there', async () => {
    document.body.innerHTML = '<div class="target"></div>';
    await expect(waitForElement('.target')).resolves.toBe(document.querySelector('.target'));
  });

  it('finds an element as soon as it appears, without any timer running', async () => {
    vi.useFakeTimers();
    const promise = waitForElement('.late');
    const late = document.createElement('p');
    late.className = 'late';
    document.body.append(late);
    await expect(promise).resolves.toBe(late);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('finds an element an attribute change makes match', async () => {
    document.body.innerHTML = '<p id="p"></p>';
    const promise = waitForElement('[data-ready]');
    document.getElementById('p')!.setAttribute('data-ready', '');
    await expect(promise).resolves.toBe(document.getElementById('p'));
  });

  it('waits without limit by default, and sets no timer', async () => {
    vi.useFakeTimers();
    let settled = false;
    waitForElement('.never').then(
      () => (settled = true),
      () => (settled = true),
    );
    expect(vi.getTimerCount()).toBe(0);
    document.body.innerHTML = '<i class="never"></i>';
    await vi.waitFor(() => expect(settled).toBe(true));
  });

  it('rejects at the retry limit: retries × 100 ms', async () => {
    vi.useFakeTimers();
    const promise = waitForElement('.missing', { retries: 3 });
    const assertion = expect(promise).rejects.toThrow('no element matches ".missing" after 3 retries');
    await vi.advanceTimersByTimeAsync(299);
    document.body.innerHTML = '<b class="other"></b>';
    await vi.advanceTimersByTimeAsync(1);
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
