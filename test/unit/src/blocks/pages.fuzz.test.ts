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

/** Every MutationObserver made, so one page's scanner can be stopped before the next page arrives. */
const observers = new Set<MutationObserver>();
class TrackedMutationObserver extends MutationObserver {
  constructor(callback: MutationCallback) {
    super(callback);
    observers.add(this);
  }
}

const escaped: unknown[] = [];
const onRejection = (reason: unknown) => escaped.push(reason);
const onError = (event: ErrorEvent) => escaped.push(event.error ?? event.message);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('random pages through the loader', () => {
  beforeAll(() => {
    // The build's defines, as build/manifest.mjs and build/blocks-runtime.mjs write them.
    vi.stubGlobal('__MANIFEST__', JSON.stringify({ v: 'fuzz', i: 'fuzzidle', n: builtNumbers.join(' ') }));
    vi.stubGlobal('__BLOCK_TABLE__', blockTable);
    vi.stubGlobal('IntersectionObserver', AllInView);
    // jsdom has no layout: a widget that watches its width sees no change.
    vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
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
    const { createLoaderBlocks } = await import('../../../../loader/blocks.ts');
    const blocksModule: BlocksModule = await import('../../../../src/blocks/index.ts');
    const widgets = new Map<string, Promise<unknown>>();
    const loadChunk = <T,>(name: string): Promise<T> => {
      if (!widgetNames.includes(name)) return Promise.reject(new Error(`no chunk ${name}`));
      if (!widgets.has(name)) widgets.set(name, import(pathToFileURL(join(ROOT, 'widgets', name, 'index.ts')).href));
      return widgets.get(name)! as Promise<T>;
    };
    // The blocks runtime's chunk loader is handed over by the loader: swap in one that imports the widget sources.
    const blocksRuntime: BlocksModule = { start: (handoff) => blocksModule.start({ ...handoff, loadChunk }) };
    const model = { typeNames: widgetNames, numbers: builtNumbers.map(Number), contents: fixtureBlockContents(join(ROOT, 'fixtures/pages')) };

    let pages = 0;
    await fc.assert(
      fc.asyncProperty(pageArbitrary(model), async (html) => {
        observers.forEach((observer) => observer.disconnect());
        observers.clear();
        document.body.innerHTML = html;
        const runtime = {
          version: 'fuzz',
          bus: createBus(),
          context: { website: { id: 'w1' }, pageType: 2 },
          ready: Promise.resolve(),
          blocks: () => blocks.api?.blocks() ?? [],
          register: () => {},
          load: <T,>(name: string) => (name == 'blocks' ? Promise.resolve(blocksRuntime as T) : Promise.reject(new Error(`no module ${name}`))),
        } as unknown as SiteRuntime;
        const blocks = createLoaderBlocks(runtime);
        await blocks.run();
        await settle();
        for (const element of document.querySelectorAll<HTMLElement>('[data-block-state]')) {
          if (!['pending', 'loading', 'ready', 'error'].includes(element.dataset.blockState!)) throw new Error(`state "${element.dataset.blockState}" on ${element.outerHTML.slice(0, 120)}`);
        }
        for (const info of runtime.blocks()) if (info.state == 'error' && !info.error) throw new Error(`block #${info.id} in error with no reason`);
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
  }, 600_000); // 149 s measured with load 19 on 2 cores (most of it importing React and the widgets); ~10x less on an idle machine
});
