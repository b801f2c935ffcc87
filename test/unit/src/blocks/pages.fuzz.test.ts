// @vitest-environment jsdom
/**
 * 1,000 generated pages of random block markup through the real loader code
 * (`loader/blocks.ts` deciding when to start the blocks runtime,
 * `src/blocks/` scanning, loading and mounting the real widgets found in
 * `widgets/` at run time) in jsdom: no exception escapes, every block ends
 * in a lifecycle state, and a block whose JSON is not JSON ends in `error`.
 * The page after is written over the page before, so every page's blocks
 * are also unmounted (their cleanups run) while the fuzzer goes.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBus } from '../../../../src/bus.ts';
import type { BlocksModule } from '../../../../src/blocks/handoff.ts';
import { BLOCK_TYPE_NAME_NUMBERS } from '../../../../src/enums/block-type.ts';
import type { SiteRuntime } from '../../../../src/runtime-api.ts';
import { fixtureBlockContents, pageArbitrary } from './page-markup-arbitrary.ts';

const ROOT = join(import.meta.dirname, '../../../..');
/** `FUZZ_PAGES=50` for a quick look while editing; the suite runs all of them. */
const PAGES = Number(process.env.FUZZ_PAGES) || 1_000;
const SEED = 20261123;

/** The widgets built today (found at run time) and the platform numbers that lead to them. */
const widgetNames = readdirSync(join(ROOT, 'widgets'))
  .filter((name) => existsSync(join(ROOT, 'widgets', name, 'index.ts')))
  .sort();
const numbersOf = (name: string): readonly number[] => (BLOCK_TYPE_NAME_NUMBERS as Record<string, readonly number[] | undefined>)[name] ?? [];
const blockTable = widgetNames.map((name) => `${name}${numbersOf(name).length ? ':' + numbersOf(name).join(',') : ''}`).join(' ');
const builtNumbers = widgetNames.flatMap((name) => numbersOf(name).map(String));

/** An observer that reports every block as in view, so every generated block loads at once. */
class AllInView {
  constructor(private callback: IntersectionObserverCallback) {}
  observe(target: Element): void {
    queueMicrotask(() =>
      this.callback([{ target, isIntersecting: true, boundingClientRect: { width: 10, height: 10 } }] as unknown as IntersectionObserverEntry[], this as never),
    );
  }
  unobserve(): void {}
  disconnect(): void {}
}

/**
 * The browser's ResizeObserver on a page with no layout (jsdom): each new
 * observation is reported once, at the next "layout" (a task later), with
 * the sizes jsdom gives every box (0), and never again, since nothing is
 * ever resized. An observer that never reported at all would be no browser:
 * the layout batch (src/dom/layout-batch.ts) would wait out its 1 s
 * no-frame limit on every page with a block that measures (a second of
 * idle for each page of scaled text, most of this file's time).
 */
class NoLayoutResizeObserver {
  private observed = new Set<Element>();
  private due: Element[] = [];
  constructor(private callback: ResizeObserverCallback) {}
  observe(target: Element): void {
    if (this.observed.has(target)) return;
    this.observed.add(target);
    if (this.due.push(target) === 1) setTimeout(() => this.report(), 0);
  }
  unobserve(target: Element): void {
    this.observed.delete(target);
  }
  disconnect(): void {
    this.observed.clear();
  }
  private report(): void {
    const size = [{ inlineSize: 0, blockSize: 0 }];
    const entries = this.due
      .splice(0)
      .filter((target) => this.observed.has(target))
      .map((target) => ({ target, contentRect: new DOMRectReadOnly(0, 0, 0, 0), borderBoxSize: size, contentBoxSize: size, devicePixelContentBoxSize: size }));
    if (entries.length) this.callback(entries as unknown as ResizeObserverEntry[], this as unknown as ResizeObserver);
  }
}

/** Every MutationObserver made, so one page's scanner can be stopped before the next page arrives. */
const observers = new Set<MutationObserver>();
class TrackedMutationObserver extends MutationObserver {
  constructor(callback: MutationCallback) {
    super(callback);
    observers.add(this);
  }
}

/**
 * The listeners each page's loader and blocks runtime put on the window and
 * the document while they start (the loader's and the runtime's click
 * holders), taken off when the page goes, as a navigation would: otherwise
 * every page's runtime stays listening, and the thousandth page's is added
 * beside 999 dead ones (jsdom looks through them all on each add). Only
 * what is added inside `starting` is taken: a widget module's own listener,
 * added once for the page's life, stays as it would.
 */
type Listening = [EventTarget, string, EventListenerOrEventListenerObject, boolean | AddEventListenerOptions | undefined];
const pageListeners: Listening[] = [];
let recording = false;
function trackPageListeners(): void {
  // The document's through the prototype (the runtime reads document members there), the window's own
  // (a bare `addEventListener(…)` call, the loader's, is the environment's window method).
  for (const [owner, target] of [
    [EventTarget.prototype, document],
    [window, window],
  ] as [EventTarget, EventTarget][]) {
    const add = owner.addEventListener;
    vi.spyOn(owner, 'addEventListener').mockImplementation(function (
      this: EventTarget | undefined,
      type: string,
      listener: EventListenerOrEventListenerObject | null,
      options?: boolean | AddEventListenerOptions,
    ) {
      if (recording && listener && (this ?? window) === target) pageListeners.push([target, type, listener, options]);
      return add.call(this ?? window, type, listener, options);
    });
  }
}
/** Runs `start` (a runtime's synchronous start), keeping the window's and document's listeners it adds. */
function starting<T>(start: () => T): T {
  recording = true;
  try {
    return start();
  } finally {
    recording = false;
  }
}
const dropPageListeners = () => pageListeners.splice(0).forEach(([target, type, listener, options]) => target.removeEventListener(type, listener, options));

const escaped: unknown[] = [];
const onRejection = (reason: unknown) => escaped.push(reason);
const onError = (event: ErrorEvent) => escaped.push(event.error ?? event.message);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('random pages through the loader', () => {
  beforeAll(() => {
    // The build's defines, as build/manifest.mjs and build/blocks-runtime.mjs write them.
    vi.stubGlobal('__MANIFEST__', JSON.stringify({ v: 'fuzz', i: 'fuzzidle', t: blockTable, c: '' }));
    vi.stubGlobal('__BLOCK_TABLE__', blockTable);
    vi.stubGlobal('IntersectionObserver', AllInView);
    // jsdom has no layout: every observation's first report, then no change.
    vi.stubGlobal('ResizeObserver', NoLayoutResizeObserver);
    vi.stubGlobal('matchMedia', (media: string) => ({ matches: false, media, addEventListener() {}, removeEventListener() {} }));
    vi.stubGlobal('MutationObserver', TrackedMutationObserver);
    // Widgets that call the backend get a quick failure, not a socket to nowhere.
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('{"error":"fuzz"}', { status: 500, headers: { 'content-type': 'application/json' } })));
    process.on('unhandledRejection', onRejection);
    window.addEventListener('error', onError);
  });
  afterAll(() => {
    process.off('unhandledRejection', onRejection);
    window.removeEventListener('error', onError);
    vi.unstubAllGlobals();
  });

  it(`${PAGES} pages: no exception escapes, and every block ends ready, error or pending`, async () => {
    // Here, not in beforeAll: the config restores mocks before each test.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    trackPageListeners();
    const { createLoaderBlocks } = await import('../../../../loader/blocks.ts');
    const blocksModule: BlocksModule = await import('../../../../src/blocks/index.ts');
    const widgets = new Map<string, Promise<unknown>>();
    const loadChunk = <T>(name: string): Promise<T> => {
      if (!widgetNames.includes(name)) return Promise.reject(new Error(`no chunk ${name}`));
      if (!widgets.has(name)) widgets.set(name, import(pathToFileURL(join(ROOT, 'widgets', name, 'index.ts')).href));
      return widgets.get(name)! as Promise<T>;
    };
    // The blocks runtime's chunk loader is handed over by the loader: swap in one that imports the widget sources.
    const blocksRuntime: BlocksModule = { start: (handoff) => starting(() => blocksModule.start({ ...handoff, loadChunk })) };
    const model = { typeNames: widgetNames, numbers: builtNumbers.map(Number), contents: fixtureBlockContents(join(ROOT, 'fixtures/pages')) };

    let pages = 0;
    await fc.assert(
      fc.asyncProperty(pageArbitrary(model), async (html) => {
        observers.forEach((observer) => observer.disconnect());
        observers.clear();
        dropPageListeners();
        document.body.innerHTML = html;
        const runtime = {
          version: 'fuzz',
          bus: createBus(),
          context: { website: { id: 'w1' }, pageType: 2 },
          ready: Promise.resolve(),
          blocks: () => blocks.blocks(),
          register: () => {},
          load: <T>(name: string) => (name === 'blocks' ? Promise.resolve(blocksRuntime as T) : Promise.reject(new Error(`no module ${name}`))),
        } as unknown as SiteRuntime;
        const blocks = starting(() => createLoaderBlocks(runtime));
        await blocks.run();
        await settle();
        for (const element of document.querySelectorAll<HTMLElement>('[data-block-state]')) {
          if (!['pending', 'loading', 'ready', 'error'].includes(element.dataset.blockState!))
            throw new Error(`state "${element.dataset.blockState}" on ${element.outerHTML.slice(0, 120)}`);
        }
        for (const info of runtime.blocks()) if (info.state === 'error' && !info.error) throw new Error(`block #${info.id} in error with no reason`);
        // The page goes: every mounted block is unmounted, its cleanup run, before the next page.
        document.body.innerHTML = '';
        await settle();
        if (escaped.length) throw new Error(`escaped: ${String(escaped[0])} ${(escaped[0] as Error)?.stack} IN ${html.slice(0, 3000)}`);
        pages++;
      }),
      { numRuns: PAGES, seed: SEED },
    );
    expect(pages).toBe(PAGES);
    expect(escaped).toEqual([]);
  }, 600_000); // 21-33 s measured on 2 cores under load 2-6 (58 s before pages stopped waiting out the layout batch's 1 s limit); a heavily loaded machine takes several times that
});
