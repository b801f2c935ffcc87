// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOOLTIP, attachTooltip, mountTooltips, placeTooltip } from '../../../../../src/chrome/tooltip/tooltip.ts';
import { layerCount } from '../../../../../src/layers/stack.ts';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('placeTooltip', () => {
  it('puts the tip 15 px below right of the mouse', () => {
    expect(placeTooltip(100, 100, 250, 40, 1000, 800)).toEqual({ left: 115, top: 115 });
  });
  it('flips and clamps to keep 20 px from the edges', () => {
    expect(placeTooltip(900, 790, 250, 40, 1000, 800)).toEqual({ left: 900 - 15 - 250, top: 790 - 15 - 40 });
    expect(placeTooltip(5, 5, 250, 40, 200, 800).left).toBe(20);
  });
});

describe('attachTooltip', () => {
  it('describes its target, shows after 1200 ms of hover, and hides on Escape', () => {
    vi.useFakeTimers();
    const target = document.body.appendChild(document.createElement('button'));
    const detach = attachTooltip(target, 'Copies the link');
    const tip = document.getElementById(target.getAttribute('aria-describedby')!)!;
    expect(tip.getAttribute('role')).toBe('tooltip');
    expect(tip.textContent).toBe('Copies the link');
    expect(tip.hidden).toBe(true);
    target.dispatchEvent(new MouseEvent('pointerenter', { clientX: 50, clientY: 60 }));
    vi.advanceTimersByTime(TOOLTIP.showDelayMs - 1);
    expect(tip.hidden).toBe(true);
    vi.advanceTimersByTime(1);
    expect(tip.hidden).toBe(false);
    expect(layerCount()).toBe(1);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    expect(tip.hidden).toBe(true);
    expect(layerCount()).toBe(0);
    detach();
    expect(target.hasAttribute('aria-describedby')).toBe(false);
    expect(tip.isConnected).toBe(false);
  });

  it('shows on keyboard focus and hides on blur', () => {
    vi.useFakeTimers();
    const target = document.body.appendChild(document.createElement('button'));
    attachTooltip(target, 'Hint');
    const tip = document.querySelector<HTMLElement>('[role="tooltip"]')!;
    target.focus();
    vi.advanceTimersByTime(TOOLTIP.showDelayMs);
    expect(tip.hidden).toBe(false);
    target.blur();
    expect(tip.hidden).toBe(true);
  });

  it('binds every [data-tooltip] once', () => {
    document.body.innerHTML = '<button data-tooltip="One">1</button><button data-tooltip="Two">2</button>';
    mountTooltips();
    mountTooltips();
    expect(document.querySelectorAll('[role="tooltip"]')).toHaveLength(2);
  });
});
