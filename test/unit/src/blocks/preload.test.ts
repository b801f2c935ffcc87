// @vitest-environment jsdom
/**
 * Every chunk of the page's block types is asked for once the first view's
 * loads have started: the view's types first, every other type's behind
 * them at low priority, a type found later at once; a registered type not at
 * all (docs/behaviour/chunks.md#no-waterfall).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBus } from '../../../../src/bus.ts';
import { readBlockTable } from '../../../../src/blocks/block-table.ts';
import type { Importer } from '../../../../src/blocks/handoff.ts';
import { createRegistry } from '../../../../src/blocks/registry.ts';
import { createScanner } from '../../../../src/blocks/scan.ts';

const own = new Map<string, Importer>();
// Built-in widgets whose chunks never arrive: only what is asked for matters here.
/** The loader's preload as the page sees it: one modulepreload link a file (loader/chunks.ts). */
const asked = new Set<string>();
const linkPreload = (file: string, low?: boolean) => {
  if (asked.has(file)) return;
  asked.add(file);
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  if (low) link.setAttribute('fetchpriority', 'low');
  link.href = `/chunks/${file}.js`;
  document.head.append(link);
};
const registry = createRegistry(
  readBlockTable('accordion:69/AA,react-vendor-RV button/BB,AA video/VV gallery/GG,BB shape/SS', (dep) => (dep.includes('-') ? dep : 'chunk-' + dep)),
  {
    loadChunk: () => new Promise(() => {}),
    preload: linkPreload,
    entryFile: (name) => `${name}-BUILD`,
    registered: own,
  },
);
own.set('shape', async () => ({ mount() {} }));

/** A stand-in IntersectionObserver that reports what the test says is in view. */
class FakeObserver {
  static last: FakeObserver;
  targets = new Set<Element>();
  constructor(public callback: IntersectionObserverCallback) {
    FakeObserver.last = this;
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {}
  report(inView: (target: Element) => boolean) {
    const entries = [...this.targets].map((target) => ({ target, isIntersecting: inView(target), boundingClientRect: { width: 10, height: 10 } }));
    this.callback(entries as unknown as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
}

/** The modulepreload links so far: each file's name, `low` when it is asked for at low priority. */
const links = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map(
    (link) => link.href.split('/').pop()!.replace(/\.js$/, '') + (link.getAttribute('fetchpriority') === 'low' ? ' low' : ''),
  );

describe('asking for every chunk the page will need', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeObserver));
  afterEach(() => vi.unstubAllGlobals());

  it("asks for the view's chunks first, then every other type's at low priority, each once; a type found later at once; a registered type never", async () => {
    const doc = document.implementation.createHTMLDocument('');
    doc.body.innerHTML = `
      <div data-block="accordion" id="top"></div>
      <div data-block="button" id="far-1"></div>
      <div data-block="button" id="far-2"></div>
      <div class="sqs-block" data-block-type="69" id="far-3"></div>
      <div data-block="video" id="far-4"></div>
      <div data-block="shape" id="own"></div>`;
    const scanner = createScanner(doc, { bus: createBus(), site: {} as never, load: vi.fn() as never }, registry);
    void scanner.start();
    // Nothing before the first report: the view's blocks are not known yet.
    expect(links()).toEqual([]);
    FakeObserver.last.report((target) => target.id === 'top');
    // The idle core, in no row of the table, comes with the first widget, once.
    expect(links()).toEqual([
      'site-idle-start-BUILD',
      'chunk-AA',
      'react-vendor-RV',
      'accordion-BUILD low',
      'button-BUILD low',
      'chunk-BB low',
      'video-BUILD low',
      'chunk-VV low',
    ]);
    // Blocks out of view still wait to come near or for the idle sweep.
    expect([...scanner.records.values()].map((r) => `${r.id}:${r.state}`)).toEqual([
      'top:loading',
      'far-1:pending',
      'far-2:pending',
      'far-3:pending',
      'far-4:pending',
      'own:pending',
    ]);
    const added = doc.createElement('div');
    added.dataset.block = 'gallery';
    doc.body.append(added);
    await new Promise((resolve) => setTimeout(resolve, 0)); // (the MutationObserver's turn)
    expect(links().slice(8)).toEqual(['gallery-BUILD low', 'chunk-GG low']);
  });

  it("asks for a widget's import some markup needs as the block with that markup loads, at normal priority, once; not for other blocks or a registered type", () => {
    asked.clear();
    document.head.replaceChildren();
    const mine = new Map<string, Importer>([['shape', async () => ({ mount() {} })]]);
    const table = readBlockTable('video/VV shape/SS', (dep) => 'chunk-' + dep);
    table.markup = [
      ['video', '.native', ['chunk-NN', 'chunk-PP']],
      ['shape', '.native', ['chunk-XX']],
      // A selector the browser cannot read loses only its head start.
      ['video', ':not-a-selector(', ['chunk-BAD']],
    ];
    const withMarkup = createRegistry(table, {
      loadChunk: () => new Promise(() => {}),
      preload: linkPreload,
      entryFile: (name) => `${name}-BUILD`,
      registered: mine,
    });
    const doc = document.implementation.createHTMLDocument('');
    doc.body.innerHTML = `
      <div data-block="video" id="embedded"><iframe></iframe></div>
      <div data-block="video" id="native-1"><div class="native"></div></div>
      <div data-block="video" id="native-2"><div class="native"></div></div>
      <div data-block="shape" id="own"><div class="native"></div></div>
      <div data-block="video" id="far"><div class="native"></div></div>`;
    const scanner = createScanner(doc, { bus: createBus(), site: {} as never, load: vi.fn() as never }, withMarkup);
    void scanner.start();
    FakeObserver.last.report((target) => target.id === 'embedded');
    expect(links().filter((link) => /NN|PP|XX/.test(link))).toEqual([]);
    FakeObserver.last.report((target) => target.id.startsWith('native') || target.id === 'own');
    expect(links().filter((link) => /NN|PP|XX|BAD/.test(link))).toEqual(['chunk-NN', 'chunk-PP']);
    expect([...scanner.records.values()].filter((r) => r.id.startsWith('native')).map((r) => r.state)).toEqual(['loading', 'loading']);
  });
});
