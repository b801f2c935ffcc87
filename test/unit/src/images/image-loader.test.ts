// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { widthStepFor } from '../../../../src/images/width-steps.ts';
import { sizedUrl } from '../../../../src/images/sized-url.ts';
import { parseDimensions, parseFocalPoint } from '../../../../src/images/focal-point.ts';
import { effectiveDpr } from '../../../../src/images/device.ts';
import { enqueueLoad } from '../../../../src/images/load-queue.ts';
import { loadImage } from '../../../../src/images/load-image.ts';
import { loadImages } from '../../../../src/images/load-images.ts';
import { applyCrop } from '../../../../src/images/crop.ts';

// Values the runtime uses, written out (their modules keep them private).
const RESOLUTION_ATTRIBUTE = 'data-image-resolution';
const LOADING_MARKER = 'data-image-loading';

const setMobile = (mobile: boolean) => {
  window.matchMedia = ((query: string) => ({ matches: mobile && query.includes('max-width: 432px') })) as unknown as typeof matchMedia;
};

/** An image in the document with a box of `width` × `height`. */
function boxedImage(width: number, height = width, attributes: Record<string, string> = {}): HTMLImageElement {
  const img = document.createElement('img');
  for (const [name, value] of Object.entries(attributes)) img.setAttribute(name, value);
  img.getBoundingClientRect = () => ({ width, height, top: 0, left: 0, right: width, bottom: height, x: 0, y: 0, toJSON() {} }) as DOMRect;
  document.body.append(img);
  return img;
}

beforeEach(() => {
  document.body.innerHTML = '';
  setMobile(false);
  Object.defineProperty(window, 'devicePixelRatio', { value: 1, configurable: true });
});
afterEach(() => vi.restoreAllMocks());

describe('width steps', () => {
  it('are 2500 down to 100 and pick the smallest that covers the wanted width', () => {
    expect(widthStepFor(1)).toBe(100);
    expect(widthStepFor(100)).toBe(100);
    expect(widthStepFor(101)).toBe(300);
    expect(widthStepFor(301)).toBe(500);
    expect(widthStepFor(501)).toBe(750);
    expect(widthStepFor(751)).toBe(1000);
    expect(widthStepFor(1001)).toBe(1500);
    expect(widthStepFor(1501)).toBe(2500);
    expect(widthStepFor(9999)).toBe(2500);
    expect(widthStepFor(0)).toBe(100);
    expect(widthStepFor(Number.NaN)).toBe(100);
  });
});

describe('sized URLs', () => {
  it('put the width in a format parameter, replacing one already there', () => {
    expect(sizedUrl('https://images.example.com/a/photo.jpg?format=100w&x=1', 500)).toBe('https://images.example.com/a/photo.jpg?format=500w&x=1');
    expect(sizedUrl('https://images.example.com/a/photo.jpg', 1500)).toBe('https://images.example.com/a/photo.jpg?format=1500w');
  });
  it('or as a filename suffix', () => {
    expect(sizedUrl('https://images.example.com/a/photo.jpg', 300, 'filename')).toBe('https://images.example.com/a/photo-300w.jpg');
    expect(sizedUrl('https://images.example.com/a/photo-100w.jpg', 750, 'filename')).toBe('https://images.example.com/a/photo-750w.jpg');
  });
  it('refuse sources that are not http(s)', () => {
    expect(sizedUrl('javascript:alert(1)', 500)).toBeUndefined();
    expect(sizedUrl('data:image/png;base64,AAAA', 500)).toBeUndefined();
  });
});

describe('focal point and dimensions', () => {
  it('default to the centre, part by part, and clamp', () => {
    expect(parseFocalPoint('0.2,0.8')).toEqual({ x: 0.2, y: 0.8 });
    expect(parseFocalPoint(null)).toEqual({ x: 0.5, y: 0.5 });
    expect(parseFocalPoint('x,0.1')).toEqual({ x: 0.5, y: 0.1 });
    expect(parseFocalPoint('3,-1')).toEqual({ x: 1, y: 0 });
  });
  it('read WxH', () => {
    expect(parseDimensions('1600x900')).toEqual({ width: 1600, height: 900 });
    expect(parseDimensions('0x900')).toBeUndefined();
    expect(parseDimensions('wide')).toBeUndefined();
  });
  it('crop: cover keeps the focal point, contain sits centred unless aligned', () => {
    const img = document.createElement('img');
    applyCrop(img, 'cover', { x: 0.25, y: 0.75 });
    expect(img.style.objectFit).toBe('cover');
    expect(img.style.objectPosition).toBe('25% 75%');
    applyCrop(img, 'contain', { x: 0.25, y: 0.75 });
    expect(img.style.objectPosition).toBe('50% 50%');
    applyCrop(img, 'contain', { x: 0.25, y: 0.75 }, 'top');
    expect(img.style.objectPosition).toBe('50% 0%');
    applyCrop(img, 'none', { x: 0.5, y: 0.5 });
    expect(img.style.objectFit).toBe('');
  });
});

describe('pixel density', () => {
  it('stays within the bounds and is 1 under Save-Data unless the caller opts out', () => {
    Object.defineProperty(window, 'devicePixelRatio', { value: 3, configurable: true });
    expect(effectiveDpr()).toBe(3);
    expect(effectiveDpr({ dprMax: 2 })).toBe(2);
    Object.defineProperty(window, 'devicePixelRatio', { value: 0.5, configurable: true });
    expect(effectiveDpr({ dprMin: 1 })).toBe(1);
    Object.defineProperty(window, 'devicePixelRatio', { value: 3, configurable: true });
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    expect(effectiveDpr()).toBe(1);
    expect(effectiveDpr({ allowSaveData: false })).toBe(3);
    Object.defineProperty(navigator, 'connection', { value: undefined, configurable: true });
  });
});

describe('load queue', () => {
  it('runs 16 at once on desktop and 1 on mobile', () => {
    // Each job records its start by pushing its `done`; `running` counts the started, unfinished ones.
    const dones: Array<() => void> = [];
    let running = 0;
    const job = (done: () => void) => {
      running++;
      let finished = false;
      dones.push(() => {
        if (!finished) running--;
        finished = true;
        done();
      });
    };
    for (let i = 0; i < 20; i++) enqueueLoad(job);
    expect(running).toBe(16);
    dones.splice(0).forEach((done) => done());
    expect(running).toBe(4);
    dones.splice(0).forEach((done) => done());
    expect(running).toBe(0);
    setMobile(true);
    const mobileDones: Array<() => void> = [];
    for (let i = 0; i < 3; i++) enqueueLoad((done) => mobileDones.push(done));
    expect(mobileDones).toHaveLength(1);
    // a second `done` from the same job is ignored: it starts one more job, not two
    mobileDones[0]!();
    mobileDones[0]!();
    expect(mobileDones).toHaveLength(2);
    mobileDones[1]!();
    expect(mobileDones).toHaveLength(3);
    mobileDones[2]!();
    expect(mobileDones).toHaveLength(3);
  });
});

describe('loadImage', () => {
  it('warns with the documented texts for bad elements and loads nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await loadImage(null)).toBe(false);
    expect(await loadImage(document.createElement('div'))).toBe(false);
    expect(warn.mock.calls.map((c) => c[0])).toEqual(['[site-runtime] No image', '[site-runtime] Element is not a valid image element.']);
    const img = boxedImage(200);
    img.setAttribute('data-src', 'javascript:alert(1)');
    expect(await loadImage(img)).toBe(false);
    expect(img.getAttribute('src')).toBeNull();
    expect(String(warn.mock.calls[2]![0])).toContain('No image');
  });

  it('waits 100 × 10 ms for a detached image, then warns it has no parent', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const img = document.createElement('img');
    img.setAttribute('data-src', 'https://images.example.com/p.jpg');
    const result = loadImage(img);
    await vi.advanceTimersByTimeAsync(999);
    expect(warn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(20);
    expect(await result).toBe(false);
    expect(warn.mock.calls[0]![0]).toBe('[site-runtime] Image element has no parentNode.');
    vi.useRealTimers();
  });

  it('loads the width step its box needs with the marker on while loading, and only ever upgrades', async () => {
    Object.defineProperty(window, 'devicePixelRatio', { value: 2, configurable: true });
    const img = boxedImage(200, 100, { 'data-src': 'https://images.example.com/p.jpg', 'data-image-dimensions': '1000x500' });
    const first = loadImage(img);
    await new Promise((r) => setTimeout(r, 0));
    expect(img.hasAttribute(LOADING_MARKER)).toBe(true);
    expect(img.getAttribute('src')).toBe('https://images.example.com/p.jpg?format=500w');
    // While loading, another request is skipped.
    expect(await loadImage(img)).toBe(false);
    img.dispatchEvent(new Event('load'));
    expect(await first).toBe(true);
    expect(img.hasAttribute(LOADING_MARKER)).toBe(false);
    expect(img.getAttribute(RESOLUTION_ATTRIBUTE)).toBe('500w');
    // Smaller box: no downgrade.
    img.getBoundingClientRect = () => ({ width: 40, height: 20 }) as DOMRect;
    expect(await loadImage(img)).toBe(false);
    expect(img.getAttribute('src')).toBe('https://images.example.com/p.jpg?format=500w');
    // Larger box: upgrade.
    img.getBoundingClientRect = () => ({ width: 600, height: 300 }) as DOMRect;
    const bigger = loadImage(img);
    await new Promise((r) => setTimeout(r, 0));
    expect(img.getAttribute('src')).toBe('https://images.example.com/p.jpg?format=1500w');
    img.dispatchEvent(new Event('load'));
    expect(await bigger).toBe(true);
  });

  it('a covering crop of a tall box sizes by height, and applies the focal point', async () => {
    const img = boxedImage(100, 400, {
      'data-src': 'https://images.example.com/p.jpg',
      'data-image-dimensions': '1000x500',
      'data-image-focal-point': '0.1,0.9',
    });
    void loadImage(img, { cropMode: 'cover' });
    await new Promise((r) => setTimeout(r, 0));
    expect(img.getAttribute('src')).toBe('https://images.example.com/p.jpg?format=1000w');
    expect(img.style.objectPosition).toBe('10% 90%');
  });

  it('load: false only places the image', async () => {
    const img = boxedImage(100, 100, { 'data-src': 'https://images.example.com/p.jpg' });
    expect(await loadImage(img, { load: false, cropMode: 'contain', fitAlignment: 'right' })).toBe(false);
    expect(img.getAttribute('src')).toBeNull();
    expect(img.style.objectPosition).toBe('100% 50%');
  });
});

describe('loadImages', () => {
  it('loads data-src images at once without an observer, leaving src/srcset images to the browser', async () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<img data-src="https://i.example.com/a.jpg"><img data-src="https://i.example.com/b.jpg" src="https://i.example.com/b-own.jpg"><img data-src="https://i.example.com/c.jpg" srcset="https://i.example.com/c.jpg 100w">';
    document.body.append(root);
    const stop = loadImages(root);
    await new Promise((r) => setTimeout(r, 0));
    const [a, b, c] = Array.from(root.querySelectorAll('img'));
    expect(a!.getAttribute('src')).toMatch(/^https:\/\/i\.example\.com\/a\.jpg\?format=\d+w$/);
    expect(b!.getAttribute('src')).toBe('https://i.example.com/b-own.jpg');
    expect(c!.getAttribute('src')).toBeNull();
    stop();
  });
  it('warns for a missing root', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    loadImages(null as unknown as ParentNode);
    expect(warn.mock.calls[0]![0]).toBe('[site-runtime] No root node');
  });
});
