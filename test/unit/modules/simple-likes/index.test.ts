// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { LIKED_CLASS, start } from '../../../../modules/simple-likes/index.ts';
import { LIKED_KEY } from '../../../../modules/simple-likes/liked-items.ts';
import { moduleContext } from '../context.ts';

const page = () => {
  document.body.innerHTML = '<span class="sqs-simple-like" data-item-id="i1" data-like-count="3"><span class="like-icon"></span><span class="like-count">3</span></span>';
  return [document.querySelector('.sqs-simple-like')!];
};

afterEach(() => localStorage.clear());

describe('simple likes', () => {
  it('a toggle button with the count; a like adds one, once, and is remembered', () => {
    const [control] = page();
    start(moduleContext('simple-likes', {}, [control!]));
    expect(control!.getAttribute('role')).toBe('button');
    expect(control!.getAttribute('aria-pressed')).toBe('false');
    expect(control!.getAttribute('aria-label')).toBe('Like (3)');
    (control as HTMLElement).click();
    (control as HTMLElement).click();
    expect(control!.querySelector('.like-count')!.textContent).toBe('4');
    expect(control!.getAttribute('aria-pressed')).toBe('true');
    expect(control!.classList.contains(LIKED_CLASS)).toBe(true);
    expect(JSON.parse(localStorage.getItem(LIKED_KEY)!)).toEqual(['i1']);
  });

  it('shows the remembered like on the next visit; Space likes by keyboard', () => {
    localStorage.setItem(LIKED_KEY, JSON.stringify(['i1']));
    const [control] = page();
    start(moduleContext('simple-likes', {}, [control!]));
    expect(control!.getAttribute('aria-pressed')).toBe('true');
    expect(control!.querySelector('.like-count')!.textContent).toBe('4');
    localStorage.clear();
    const [other] = page();
    start(moduleContext('simple-likes', {}, [other!]));
    other!.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }));
    expect(other!.getAttribute('aria-label')).toBe('Like (4)');
  });

  it('unreadable storage counts as no likes; a bad count as zero', () => {
    localStorage.setItem(LIKED_KEY, '{oops');
    document.body.innerHTML = '<span class="sqs-simple-like" data-item-id="i2" data-like-count="-5x"><span class="like-count"></span></span>';
    const control = document.querySelector('.sqs-simple-like')!;
    start(moduleContext('simple-likes', {}, [control]));
    expect(control.querySelector('.like-count')!.textContent).toBe('0');
  });
});
