// @vitest-environment jsdom
/**
 * The loader asks for the first blocks' widgets with the blocks runtime
 * (loader/first-view.ts, docs/behaviour/chunks.md#no-waterfall): by the URLs the
 * blocks runtime imports them from, each file once, built types only, of the
 * page's first 16 blocks those the visibility observer's first report finds
 * near the view (here: every block not marked `data-far`).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

const MANIFEST = { v: 'BUILD123', i: 'IDLE4567', t: 'accordion:69 image:5/1,0 summary:20,55/0,1 video:32/0', c: 'DATA0000 IMGS0000' };

/** An observer whose first report comes in the next task: each target near the view unless marked `data-far`. */
class FirstReport {
  targets: Element[] = [];
  constructor(private report: (entries: Partial<IntersectionObserverEntry>[]) => void) {
    setTimeout(() => this.report(this.targets.map((target) => ({ target, isIntersecting: !target.hasAttribute('data-far') }))));
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {}
}

async function preloadedFor(body: string): Promise<string[]> {
  document.head.innerHTML = '';
  document.body.innerHTML = body;
  vi.resetModules();
  vi.stubGlobal('__MANIFEST__', JSON.stringify(MANIFEST));
  vi.stubGlobal('IntersectionObserver', FirstReport);
  const { preloadFirstView } = await import('../../../loader/first-view.ts');
  preloadFirstView();
  await new Promise((resolve) => setTimeout(resolve, 5));
  return [...document.head.querySelectorAll('link')].map((link) => `${link.rel} ${new URL(link.href).pathname}`);
}

const numbered = (n: number | string) => `<div class="sqs-block" data-block-type="${n}"></div>`;

beforeEach(() => vi.unstubAllGlobals());

describe('preloadFirstView', () => {
  it("asks for each first block's widget and the shared chunks the loader knows it imports, once each", async () => {
    const links = await preloadedFor(numbered(69) + numbered(5) + numbered(55) + '<div data-block="video"></div>' + numbered(69));
    expect(links).toEqual([
      'modulepreload /chunks/site-idle-start-IDLE4567.js',
      'modulepreload /chunks/accordion-BUILD123.js',
      'modulepreload /chunks/image-BUILD123.js',
      'modulepreload /chunks/chunk-IMGS0000.js',
      'modulepreload /chunks/chunk-DATA0000.js',
      'modulepreload /chunks/summary-BUILD123.js',
      'modulepreload /chunks/video-BUILD123.js',
    ]);
  });

  it('asks for nothing for a type the build does not have, however the page names it', async () => {
    const links = await preloadedFor(
      numbered(2) +
        numbered('constructor') +
        '<div data-block="my-own"></div><div data-block="__proto__"></div><div data-block="../x"></div>' +
        '<section data-controller="Header"></section>',
    );
    expect(links).toEqual([]);
  });

  it("looks at the page's first 16 blocks only, and of those at the ones near the view: the others wait for the blocks runtime", async () => {
    const links = await preloadedFor(numbered(5).replace('<div', '<div data-far') + numbered(69).repeat(15) + numbered(32));
    expect(links).toEqual(['modulepreload /chunks/site-idle-start-IDLE4567.js', 'modulepreload /chunks/accordion-BUILD123.js']);
  });
});
