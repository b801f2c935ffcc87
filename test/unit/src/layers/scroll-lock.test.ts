// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { lockScroll } from '../../../../src/layers/scroll-lock.ts';

describe('lockScroll', () => {
  it('locks the page while any lock is held and restores the styles after the last', () => {
    const root = document.documentElement;
    root.style.overflow = 'auto';
    const first = lockScroll();
    const second = lockScroll();
    expect(root.style.overflow).toBe('hidden');
    expect(root.hasAttribute('data-scroll-locked')).toBe(true);
    first();
    first();
    expect(root.hasAttribute('data-scroll-locked')).toBe(true);
    expect(root.style.overflow).toBe('hidden');
    second();
    expect(root.style.overflow).toBe('auto');
    expect(root.hasAttribute('data-scroll-locked')).toBe(false);
  });
});
