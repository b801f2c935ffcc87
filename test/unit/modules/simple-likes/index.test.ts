// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIKED_CLASS, start } from '../../../../modules/simple-likes/index.ts';
import { readCounts, sendLike } from '../../../../modules/simple-likes/like-calls.ts';
import { moduleContext } from '../context.ts';

// The value the runtime uses, written out (its module keeps it private).
const LIKED_KEY = 'ss-simple-likes';

vi.mock('../../../../modules/simple-likes/like-calls.ts', () => ({ readCounts: vi.fn(), sendLike: vi.fn() }));
const read = vi.mocked(readCounts);
const send = vi.mocked(sendLike);

const page = (count = '3') => {
  document.body.innerHTML = `<span class="sqs-simple-like" data-item-id="i1" data-like-count="${count}"><span class="like-icon"></span><span class="like-count">${count}</span></span>`;
  return document.querySelector<HTMLElement>('.sqs-simple-like')!;
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const shown = (control: Element) => [control.getAttribute('aria-pressed'), control.querySelector('.like-count')!.textContent];

beforeEach(() => {
  read.mockReset().mockResolvedValue(new Map());
  send.mockReset();
});
afterEach(() => localStorage.clear());

describe('simple likes', () => {
  it("a toggle button with the count; a like is sent once, shown at once, then kept with the site's count", async () => {
    const control = page();
    send.mockResolvedValue(9);
    start(moduleContext('simple-likes', {}, [control]));
    expect([control.getAttribute('role'), control.getAttribute('aria-label')]).toEqual(['button', 'Like (3)']);
    expect(shown(control)).toEqual(['false', '3']);
    control.click();
    control.click();
    expect(shown(control)).toEqual(['true', '4']);
    await settle();
    expect(send.mock.calls.map((c) => c[1])).toEqual(['i1']);
    expect(shown(control)).toEqual(['true', '9']);
    expect(control.classList.contains(LIKED_CLASS)).toBe(true);
    expect(JSON.parse(localStorage.getItem(LIKED_KEY)!)).toEqual(['i1']);
  });

  it('a like the site does not take is taken back and not remembered; the visitor may try again', async () => {
    const control = page();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    send.mockRejectedValueOnce(new Error('Internal server error. Please try again later.')).mockResolvedValueOnce(4);
    start(moduleContext('simple-likes', {}, [control]));
    control.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }));
    await settle();
    expect(shown(control)).toEqual(['false', '3']);
    expect(localStorage.getItem(LIKED_KEY)).toBeNull();
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([expect.stringContaining('the like of item i1 did not reach the site (Internal server error')]);
    control.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    await settle();
    expect(shown(control)).toEqual(['true', '4']);
    warn.mockRestore();
  });

  it("shows the remembered like as pressed and the site's count once read; a failed read leaves the page's count", async () => {
    localStorage.setItem(LIKED_KEY, JSON.stringify(['i1']));
    read.mockResolvedValueOnce(new Map([['i1', 7]]));
    const control = page();
    start(moduleContext('simple-likes', {}, [control]));
    expect(shown(control)).toEqual(['true', '3']);
    await settle();
    expect(read.mock.calls.map((c) => c[1])).toEqual([['i1']]);
    expect(shown(control)).toEqual(['true', '7']);
    control.click();
    expect(send).not.toHaveBeenCalled();
    read.mockRejectedValueOnce(new Error('offline'));
    const other = page('2');
    start(moduleContext('simple-likes', {}, [other]));
    await settle();
    expect(shown(other)).toEqual(['true', '2']);
  });

  it('unreadable storage counts as no likes; a bad count as zero', () => {
    localStorage.setItem(LIKED_KEY, '{oops');
    const control = page('-5x');
    start(moduleContext('simple-likes', {}, [control]));
    expect(shown(control)).toEqual(['false', '0']);
  });
});
