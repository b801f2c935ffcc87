// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { askedModules, type PageModuleEntry, startPageModules } from '../../../../../src/chrome/services/page-modules.ts';
import { createBus } from '../../../../../src/bus.ts';
import type { SiteRuntime } from '../../../../../src/runtime-api.ts';

const TABLE: PageModuleEntry[] = [
  ['comments', '.comment-link', {}, []],
  ['announcement-bar', '', { showAnnouncementBar: true, authenticatedAccount: true }, []],
  ['cart-page', '', {}, [200]],
  ['image-zoom', '', {}, []],
];

function page(html: string, context: Record<string, unknown> = {}) {
  const doc = document.implementation.createHTMLDocument('');
  doc.body.innerHTML = html;
  const runtime = {
    context: { website: { id: 'w' }, pageType: 2, ...context },
    bus: createBus(),
    load: vi.fn(),
    ready: Promise.resolve(),
  } as unknown as SiteRuntime;
  return { doc, runtime };
}

describe('which page modules a page asks for', () => {
  it('by marker: every [data-module~=NAME] element, several names per element allowed', () => {
    const { doc, runtime } = page('<div id="a" data-module="image-zoom comments"></div><div id="b" data-module="image-zoom"></div>');
    const asked = askedModules(runtime, doc, TABLE);
    expect([...asked.keys()].sort()).toEqual(['comments', 'image-zoom']);
    expect(asked.get('image-zoom')!.map((e) => e.id)).toEqual(['a', 'b']);
  });

  it("by the trigger's selector", () => {
    const { doc, runtime } = page('<a class="comment-link" id="c" href="#"></a>');
    expect(
      askedModules(runtime, doc, TABLE)
        .get('comments')!
        .map((e) => e.id),
    ).toEqual(['c']);
  });

  it('by a truthy site-context path, own properties only', () => {
    expect([...askedModules(page('', { showAnnouncementBar: true }).runtime, page('').doc, TABLE).keys()]).toEqual(['announcement-bar']);
    expect([...askedModules(page('', { authenticatedAccount: { id: 'o' } }).runtime, page('').doc, TABLE).keys()]).toEqual(['announcement-bar']);
    expect(askedModules(page('', { showAnnouncementBar: false }).runtime, page('').doc, TABLE).size).toBe(0);
    // An inherited member is no setting.
    const trap: PageModuleEntry[] = [['trap', '', { 'website.constructor': true }, []]];
    expect(askedModules(page('').runtime, page('').doc, trap).size).toBe(0);
  });

  it('by a value that means "on": {not: [...]} needs a set value not listed, {in: [...]} one listed', () => {
    const table: PageModuleEntry[] = [
      ['popup', '', { 'websiteSettings.popup.style': { not: [1] }, authenticatedAccount: true }, []],
      ['pin', '', { 'websiteSettings.pin.mode': { in: ['auto', 'hover'] } }, []],
    ];
    const asked = (context: Record<string, unknown>) => [...askedModules(page('', context).runtime, page('').doc, table).keys()];
    expect(asked({ websiteSettings: { popup: { style: 1 }, pin: { mode: 'disabled' } } })).toEqual([]);
    expect(asked({ websiteSettings: { popup: { style: 2 }, pin: { mode: 'hover' } } })).toEqual(['popup', 'pin']);
    // Missing or null is not a value; strict comparison: "1" is not 1, so it counts as set.
    expect(asked({ websiteSettings: { popup: {}, pin: {} } })).toEqual([]);
    expect(asked({ websiteSettings: { popup: { style: null } } })).toEqual([]);
    expect(asked({ websiteSettings: { popup: { style: '1' } } })).toEqual(['popup']);
    // Any one path holding is enough.
    expect(asked({ websiteSettings: { popup: { style: 1 } }, authenticatedAccount: { id: 'o' } })).toEqual(['popup']);
  });

  it('by page type', () => {
    expect([...askedModules(page('', { pageType: 200 }).runtime, page('').doc, TABLE).keys()]).toEqual(['cart-page']);
  });

  it('a page that needs none asks for none; an unknown marker is warned about, not loaded', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { doc, runtime } = page('<div data-module="nope"></div><p>plain</p>');
    expect(askedModules(runtime, doc, TABLE).size).toBe(0);
    expect(String(warn.mock.calls[0])).toContain('no page module named "nope"');
  });
});

describe('starting them', () => {
  it('loads each asked module once and calls start with its elements; a failing one is logged and the others start', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { doc, runtime } = page('<div id="z" data-module="image-zoom"></div><a class="comment-link" href="#"></a>');
    const started: string[] = [];
    (runtime.load as ReturnType<typeof vi.fn>).mockImplementation(async (name: string) => {
      if (name === 'comments') throw new Error('chunk 404');
      return { start: ({ name, elements }: { name: string; elements: Element[] }) => void started.push(`${name}:${elements.map((e) => e.id)}`) };
    });
    // A contained failure is also handed to the error reporter, as a window error event.
    const reported: unknown[] = [];
    const onError = (event: ErrorEvent) => reported.push(event.error);
    addEventListener('error', onError);
    await startPageModules(runtime, doc, TABLE);
    removeEventListener('error', onError);
    expect(runtime.load).toHaveBeenCalledTimes(2);
    expect(started).toEqual(['image-zoom:z']);
    expect(String(error.mock.calls[0])).toContain('page module "comments" failed');
    expect(reported.map(String)).toEqual(['Error: chunk 404']);
  });

  it("matches a trigger that reads the blocks' states only once the first view's blocks have settled: before the scan every image looks outside a block", async () => {
    const table: PageModuleEntry[] = [...TABLE, ['page-images', 'img[data-src]:not([data-block-state] img)', {}, []]];
    let settle!: () => void;
    const loads = (html: string) => {
      const { doc, runtime } = page(html, {});
      (runtime as { ready: Promise<void> }).ready = new Promise<void>((resolve) => (settle = resolve));
      (runtime.load as ReturnType<typeof vi.fn>).mockResolvedValue({ start: () => {} });
      const started = startPageModules(runtime, doc, table);
      return { doc, runtime, started };
    };
    // Inside a block the scan has not reached yet: nothing loads before it, nothing after.
    const inside = loads('<div data-block="gallery"><img data-src="a.jpg"></div><a class="comment-link" href="#"></a>');
    await Promise.resolve();
    expect((inside.runtime.load as ReturnType<typeof vi.fn>).mock.calls.map(([name]) => name)).toEqual(['comments']);
    inside.doc.querySelector('[data-block]')!.setAttribute('data-block-state', 'ready');
    settle();
    await inside.started;
    expect((inside.runtime.load as ReturnType<typeof vi.fn>).mock.calls.map(([name]) => name)).toEqual(['comments']);
    // Outside every block: loaded once the blocks have settled, with its elements.
    const outside = loads('<div data-block="gallery" data-block-state="ready"></div><img id="hero" data-src="b.jpg">');
    settle();
    await outside.started;
    expect((outside.runtime.load as ReturnType<typeof vi.fn>).mock.calls.map(([name]) => name)).toEqual(['page-images']);
  });
});
