// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { ARROW_STEP, mountZoom, start } from '../../../../modules/image-zoom/index.ts';
import { moduleContext } from '../context.ts';

const key = (target: Element, name: string) => {
  const event = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
};

afterEach(() => (document.body.innerHTML = ''));

describe('image zoom', () => {
  it('is a toggle button named by the image; Enter zooms, arrows move, Escape leaves (and is used)', () => {
    document.body.innerHTML = '<div data-image-zoom="3"><img alt="Linen apron" src="/a.jpg"></div>';
    const host = document.querySelector<HTMLElement>('[data-image-zoom]')!;
    const image = host.querySelector('img')!;
    start(moduleContext('image-zoom', {}, [host]));
    expect(host.getAttribute('role')).toBe('button');
    expect(host.getAttribute('aria-label')).toBe('Zoom: Linen apron');
    expect(host.getAttribute('aria-pressed')).toBe('false');
    key(host, 'Enter');
    expect(image.style.transform).toBe('scale(3)');
    expect(host.getAttribute('aria-pressed')).toBe('true');
    key(host, 'ArrowRight');
    key(host, 'ArrowUp');
    expect(image.style.transformOrigin).toBe(`${50 + ARROW_STEP}% ${50 - ARROW_STEP}%`);
    expect(key(host, 'Escape').defaultPrevented).toBe(true);
    expect(image.style.transform).toBe('');
    // Not zoomed: Escape is the page's.
    expect(key(host, 'Escape').defaultPrevented).toBe(false);
  });

  it('leaves a host without an image alone; cleanup undoes everything', () => {
    document.body.innerHTML = '<div id="empty" data-image-zoom></div><div id="full" data-image-zoom><img alt=""></div>';
    expect(mountZoom(document.getElementById('empty')!)).toBeUndefined();
    const cleanup = mountZoom(document.getElementById('full')!)!;
    expect(document.getElementById('full')!.getAttribute('aria-label')).toBe('Zoom: image');
    cleanup();
    expect(document.getElementById('full')!.hasAttribute('role')).toBe(false);
  });
});
