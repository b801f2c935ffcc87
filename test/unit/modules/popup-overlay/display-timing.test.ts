// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitingFor, whenDue } from '../../../../modules/popup-overlay/display-timing.ts';
import { hasContent, popupOverlaySettings } from '../../../../modules/popup-overlay/settings.ts';

const settings = (extra: Record<string, unknown>) => popupOverlaySettings({ style: 2, title: 'Hi', ...extra })!;

afterEach(() => vi.useRealTimers());

describe("the popup's display rules (docs/behaviour/popup-overlay.md#popup-display-rules)", () => {
  it('reads the timer and scroll fields leniently', () => {
    expect(settings({ showOnTimer: true, timerDelay: 10000, showOnScroll: true, scrollPercentage: 25 })).toMatchObject({
      showOnTimer: true,
      timerDelay: 10000,
      showOnScroll: true,
      scrollPercentage: 25,
    });
    expect(settings({ showOnTimer: 'yes', timerDelay: -5, scrollPercentage: 140 })).toMatchObject({ showOnTimer: false, timerDelay: 0, scrollPercentage: 100 });
  });

  it('says what it waits for', () => {
    expect(waitingFor(settings({}))).toBeUndefined();
    expect(waitingFor(settings({ showOnTimer: true }))).toBe('waiting-for-timer');
    expect(waitingFor(settings({ showOnScroll: true }))).toBe('waiting-for-scroll');
    expect(waitingFor(settings({ showOnTimer: true, showOnScroll: true }))).toBe('waiting-for-timer-or-scroll');
  });

  it('with neither rule shows at once; with a timer, timerDelay after the page started', () => {
    const show = vi.fn();
    whenDue(settings({}), show);
    expect(show).toHaveBeenCalledTimes(1);
    vi.useFakeTimers();
    const later = vi.fn();
    const now = performance.now();
    whenDue(settings({ showOnTimer: true, timerDelay: now + 1000 }), later);
    vi.advanceTimersByTime(999);
    expect(later).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('the cancel stops the timer', () => {
    vi.useFakeTimers();
    const show = vi.fn();
    whenDue(settings({ showOnTimer: true, timerDelay: performance.now() + 100 }), show)();
    vi.advanceTimersByTime(1000);
    expect(show).not.toHaveBeenCalled();
  });

  it('content is a title, a body, a form or a button: a close button alone is none', () => {
    expect(hasContent(popupOverlaySettings({ style: 2, showOnTimer: true, timerDelay: 10000 })!)).toBe(false);
    expect(hasContent(popupOverlaySettings({ style: 2, body: 'News' })!)).toBe(true);
    expect(hasContent(popupOverlaySettings({ style: 2, form: { formId: 'f' } })!)).toBe(true);
  });
});
