// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

import { IMAGE_RESIZE_DEBOUNCE_MS, reloadOnResize } from '../../../../src/images/load-image.ts';

const loadImage = vi.fn();

const image = (loaded: boolean) => {
  const img = document.createElement('img');
  if (loaded) img.setAttribute('data-image-resolution', '300w');
  document.body.append(img);
  return img;
};

describe('loaded images follow the window', () => {
  afterEach(() => {
    vi.useRealTimers();
    loadImage.mockClear();
    document.body.replaceChildren();
  });

  it('measures every loaded image again 150 ms after the last resize, never one still waiting for the viewport', () => {
    vi.useFakeTimers();
    expect(IMAGE_RESIZE_DEBOUNCE_MS).toBe(150);
    const loaded = image(true);
    const waiting = image(false);
    const options = { cropMode: 'none' as const };
    const stops = [reloadOnResize(loaded, () => loadImage(loaded, options)), reloadOnResize(waiting, () => loadImage(waiting, options))];
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(100);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(149);
    expect(loadImage).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(loadImage.mock.calls).toEqual([[loaded, options]]);
    stops.forEach((stop) => stop());
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(1000);
    expect(loadImage).toHaveBeenCalledTimes(1);
  });
});
