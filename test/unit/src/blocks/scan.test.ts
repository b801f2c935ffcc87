// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportedErrors } from '../../support/reported-errors.ts';

import { createBus } from '../../../../src/bus.ts';
import { readBlockTable } from '../../../../src/blocks/block-table.ts';
import type { Importer } from '../../../../src/blocks/handoff.ts';
import { createRegistry } from '../../../../src/blocks/registry.ts';
import { createScanner } from '../../../../src/blocks/scan.ts';

/** The most one round of the idle sweep loads, as docs/behaviour/blocks.md#many-blocks states it. */
const SWEEP_MOST = 100;

// Importers go where a template author's register() puts them: the map the loader hands over.
const ownImporters = new Map<string, Importer>();
const registerImporter = (type: string, importer: Importer): void => void ownImporters.set(type, importer);

// Only the accordion is built in this test: a platform video block (32) is left alone.
const registry = createRegistry(
  readBlockTable('accordion:69', (dep) => (dep.includes('-') ? dep : 'chunk-' + dep)),
  {
    loadChunk: () => Promise.reject(new Error('no chunk loader')),
    preload: () => {},
    entryFile: (name) => `${name}-BUILD`,
    registered: ownImporters,
  },
);

/** A stand-in IntersectionObserver that reports what the test says is in view. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  targets = new Set<Element>();
  constructor(public callback: IntersectionObserverCallback) {
    FakeObserver.instances.push(this);
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

const site = { website: { id: 'w' }, pageType: 2 };
const flush = () => new Promise((resolve) => setTimeout(resolve, 20));

const reported = reportedErrors();

describe('the scanner and block lifecycle', () => {
  beforeEach(() => {
    FakeObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  // Each test gets a document of its own, so one test's MutationObserver
  // never sees the next test's markup.
  let doc: Document;
  function setup(html: string) {
    doc = document.implementation.createHTMLDocument('');
    doc.body.innerHTML = html;
    const bus = createBus();
    const events: string[] = [];
    bus.on('block:ready', ({ id }) => events.push(`ready:${id}`));
    bus.on('block:error', ({ id, field }) => events.push(`error:${id}:${field ?? ''}`));
    const scanner = createScanner(doc, { bus, site: site as never, load: vi.fn() as never }, registry);
    const started = scanner.start(); // (it scans the page)
    const observer = FakeObserver.instances.at(-1)!;
    return { scanner, events, started, observer };
  }

  it('finds data-block and numbered platform blocks, and leaves blocks with no widget alone', () => {
    registerImporter('accordion', async () => ({ mount() {} }));
    const { scanner } = setup(`
      <div data-block="accordion" id="a"></div>
      <div class="sqs-block" data-block-type="69" id="b"></div>
      <div class="sqs-block html-block" data-block-type="2" id="html"></div>
      <div class="sqs-block" data-block-type="32" id="unbuilt-video"></div>`);
    expect([...scanner.records.values()].map((r) => r.id)).toEqual(['a', 'b']);
    expect(doc.getElementById('a')!.dataset.blockState).toBe('pending');
    expect(doc.getElementById('html')!.hasAttribute('data-block-state')).toBe(false);
    expect(doc.getElementById('unbuilt-video')!.hasAttribute('data-block-state')).toBe(false);
  });

  it('refuses data-block on <html> or <body> with a console error (behaviour/start-up.md#security-model)', () => {
    registerImporter('accordion', async () => ({ mount() {} }));
    const failed = vi.mocked(console.error);
    doc = document.implementation.createHTMLDocument('');
    doc.documentElement.setAttribute('data-block', 'accordion');
    doc.body.setAttribute('data-block', 'accordion');
    doc.body.innerHTML = '<div data-block="accordion" id="inner"></div>';
    const scanner = createScanner(doc, { bus: createBus(), site: site as never, load: vi.fn() as never }, registry);
    scanner.discover(doc);
    expect([...scanner.records.values()].map((r) => r.id)).toEqual(['inner']);
    expect(doc.body.hasAttribute('data-block-state')).toBe(false);
    const lines = failed.mock.calls.map((call) => call.join(' '));
    expect(lines.some((line) => line.includes('block "accordion" on <html> refused'))).toBe(true);
    expect(lines.some((line) => line.includes('block "accordion" on <body> refused'))).toBe(true);
  });

  it('data-block wins over data-block-type', () => {
    registerImporter('greeting', async () => ({ mount() {} }));
    const { scanner } = setup('<div class="sqs-block" data-block-type="69" data-block="greeting" id="g"></div>');
    expect(scanner.records.values().next().value!.type).toBe('greeting');
  });

  it('loads blocks in view first: pending → loading → ready, with block:ready, then resolves start()', async () => {
    const mount = vi.fn();
    registerImporter('accordion', async () => ({ mount }));
    const { observer, events, started } = setup('<div data-block="accordion" id="top"></div><div data-block="accordion" id="far"></div>');
    observer.report((t) => t.id === 'top');
    expect(doc.getElementById('top')!.dataset.blockState).toBe('loading');
    await started;
    expect(doc.getElementById('top')!.dataset.blockState).toBe('ready');
    expect(doc.getElementById('far')!.dataset.blockState).toBe('pending');
    expect(events).toEqual(['ready:top']);
    expect(mount).toHaveBeenCalledWith(doc.getElementById('top'), undefined, expect.objectContaining({ id: 'top', type: 'accordion', site }));
  });

  it('puts an unknown type in error naming the field, and brings it back when registered', async () => {
    const { scanner, events } = setup('<div data-block="nope" id="n"><p>fallback</p></div>');
    expect(doc.getElementById('n')!.dataset.blockState).toBe('error');
    expect(events).toEqual(['error:n:data-block']);
    registerImporter('nope', async () => ({ mount: (el: HTMLElement) => void (el.dataset.mounted = 'yes') }));
    scanner.revive('nope');
    expect(doc.getElementById('n')!.dataset.blockState).toBe('pending');
    await scanner.load(scanner.records.get(doc.getElementById('n')!)!);
    expect(doc.getElementById('n')!.dataset.mounted).toBe('yes');
  });

  it.each([
    ['bad JSON', `<div data-block="t1" id="x" data-block-json='{"a":'><p>server</p></div>`, async () => ({ mount() {} }), 'data-block-json'],
    [
      'a schema failure',
      '<div data-block="t2" id="x"><p>server</p></div>',
      async () => ({
        mount() {
          throw Object.assign(new Error('expected number'), { field: 'location.mapLat' });
        },
      }),
      'location.mapLat',
    ],
    [
      'a widget that throws after changing the markup',
      '<div data-block="t3" id="x" title="t"><p>server</p></div>',
      async () => ({
        mount(el: HTMLElement) {
          el.innerHTML = '<b>half</b>';
          el.setAttribute('title', 'changed');
          el.setAttribute('data-x', '1');
          throw new Error('render failed');
        },
      }),
      '',
    ],
    ['a module with no mount', '<div data-block="t4" id="x"><p>server</p></div>', async () => ({}) as never, ''],
  ])('%s: error state, markup as it was, block:error', async (_name, html, importer, field) => {
    const type = html.match(/data-block="(\w+)"/)![1]!;
    registerImporter(type, importer as never);
    const { scanner, events } = setup(html);
    const before = doc.getElementById('x')!.outerHTML;
    await scanner.load(scanner.records.get(doc.getElementById('x')!)!);
    const element = doc.getElementById('x')!;
    expect(element.dataset.blockState).toBe('error');
    element.removeAttribute('data-block-state');
    expect(element.outerHTML).toBe(before.replace(' data-block-state="pending"', ''));
    expect(events).toEqual([`error:x:${field}`]);
    expect(String(vi.mocked(console.error).mock.calls[0]![0])).toContain(`block #x (type "${type}")`);
  });

  it('retries a failed import once and mounts when the retry works', async () => {
    let calls = 0;
    registerImporter('flaky', async () => {
      if (++calls === 1) throw new Error('network');
      return { mount() {} };
    });
    const { scanner } = setup('<div data-block="flaky" id="f"></div>');
    await scanner.load(scanner.records.get(doc.getElementById('f')!)!);
    expect(calls).toBe(2);
    expect(doc.getElementById('f')!.dataset.blockState).toBe('ready');
  });

  it('gives up after the retry', async () => {
    let calls = 0;
    registerImporter('dead', async () => {
      calls++;
      throw new Error('404');
    });
    const { scanner } = setup('<div data-block="dead" id="d"></div>');
    await scanner.load(scanner.records.get(doc.getElementById('d')!)!);
    expect(calls).toBe(2);
    expect(doc.getElementById('d')!.dataset.blockState).toBe('error');
  });

  it('one failing block does not stop the others', async () => {
    registerImporter('bad', async () => ({
      mount() {
        throw new Error('x');
      },
    }));
    registerImporter('good', async () => ({ mount() {} }));
    const { observer, started } = setup('<div data-block="bad" id="b1"></div><div data-block="good" id="g1"></div>');
    observer.report(() => true);
    await started;
    expect(doc.getElementById('b1')!.dataset.blockState).toBe('error');
    expect(doc.getElementById('g1')!.dataset.blockState).toBe('ready');
    expect(reported).toEqual([new Error('x')]);
  });

  it('mounts added blocks, unmounts removed ones, and keeps a moved one mounted', async () => {
    const cleanup = vi.fn();
    const mount = vi.fn(() => cleanup);
    registerImporter('live', async () => ({ mount }));
    const { scanner, observer } = setup('<section id="one"></section><section id="two"></section>');
    const block = doc.createElement('div');
    block.setAttribute('data-block', 'live');
    block.id = 'live';
    doc.getElementById('one')!.append(block);
    await flush();
    expect(scanner.records.has(block)).toBe(true);
    observer.report((t) => t === block);
    await flush();
    expect(block.dataset.blockState).toBe('ready');
    doc.getElementById('two')!.append(block); // a move
    await flush();
    expect(cleanup).not.toHaveBeenCalled();
    expect(mount).toHaveBeenCalledTimes(1);
    block.remove();
    await flush();
    expect(cleanup).toHaveBeenCalledOnce();
    expect(scanner.records.has(block)).toBe(false);
  });

  it('a block removed while loading is cleaned up as soon as its mount finishes', async () => {
    let release!: () => void;
    const cleanup = vi.fn();
    registerImporter('slow', () => new Promise((resolve) => (release = () => resolve({ mount: () => cleanup }))));
    const { scanner } = setup('<div data-block="slow" id="s"></div>');
    const record = scanner.records.get(doc.getElementById('s')!)!;
    const loading = scanner.load(record);
    doc.getElementById('s')!.remove();
    await flush();
    release();
    await loading;
    expect(cleanup).not.toHaveBeenCalled(); // never mounted: removed before the chunk arrived
    expect(record.state).toBe('loading');
  });

  it('many blocks: the idle sweep loads its 100 in short slices, leaves the rest watched and pending, and unwatching is not a walk over every block (behaviour/blocks.md#many-blocks)', async () => {
    vi.useFakeTimers();
    try {
      registerImporter('stalls', () => new Promise(() => {}));
      // A clock that stands still: the page scan tracks 16 in the caller's task, the other 484 in the next slice.
      const still = vi.spyOn(performance, 'now').mockReturnValue(0);
      const { scanner, observer } = setup(Array.from({ length: 500 }, (_, i) => `<div data-block="stalls" id="s${i}"></div>`).join(''));
      expect(observer.targets.size).toBe(16);
      vi.advanceTimersByTime(0);
      expect(observer.targets.size).toBe(500);
      // Each clock read costs 1 ms: a slice loads its first 16 blocks, then 8 ms' worth, then yields.
      let now = 0;
      still.mockImplementation(() => (now += 1));
      const loading = () => [...scanner.records.values()].filter((r) => r.state === 'loading').length;
      // The sweep starts once the first view (here: nothing in view) has settled.
      observer.report(() => false);
      await vi.advanceTimersByTimeAsync(0);
      expect(loading()).toBe(0);
      if (doc.readyState !== 'complete') window.dispatchEvent(new Event('load'));
      vi.advanceTimersByTime(200); // the idle sweep's start: it asks an observer of its own where the blocks are
      const measuring = FakeObserver.instances.at(-1)!;
      expect(measuring).not.toBe(observer);
      expect(measuring.targets.size).toBe(500);
      measuring.report(() => false);
      for (let slice = 0; slice < 100 && !loading(); slice++) vi.advanceTimersByTime(1); // then loads, a slice at a time
      expect(loading()).toBeGreaterThan(0);
      expect(loading()).toBeLessThan(30);
      vi.advanceTimersByTime(10_000);
      expect(loading()).toBe(SWEEP_MOST);
      // The others wait, watched, for their approach (here: nothing reports them).
      expect(doc.querySelectorAll('[data-block-state="pending"]')).toHaveLength(500 - SWEEP_MOST);
      expect(observer.targets.size).toBe(500 - SWEEP_MOST);
      observer.report((t) => t.id === 's499');
      expect(doc.getElementById('s499')!.dataset.blockState).toBe('loading');
      expect(observer.targets.size).toBe(500 - SWEEP_MOST - 1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('many blocks: the page scan tracks them in short slices, the first report waits for the last slice (behaviour/blocks.md#many-blocks)', async () => {
    vi.useFakeTimers();
    try {
      const mount = vi.fn();
      registerImporter('sliced', async () => ({ mount }));
      // Each clock read costs 1 ms: the caller's task tracks 16 blocks, then each slice 8 ms' worth.
      let now = 0;
      vi.spyOn(performance, 'now').mockImplementation(() => (now += 1));
      const { scanner, observer, started } = setup(Array.from({ length: 60 }, (_, i) => `<div data-block="sliced" id="s${i}"></div>`).join(''));
      let settled = false;
      void started.then(() => (settled = true));
      expect(scanner.records.size).toBeGreaterThan(0);
      expect(scanner.records.size).toBeLessThan(30);
      // An early click on a block the scan has not reached: tracked at once.
      const last = doc.getElementById('s59')!;
      scanner.discover(last);
      expect(scanner.records.get(last)?.state).toBe('pending');
      // A report between slices loads what is in view, but is not yet the whole initial view.
      observer.report((t) => t.id === 's0');
      await vi.advanceTimersByTimeAsync(0);
      expect(doc.getElementById('s0')!.dataset.blockState).toBe('ready');
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(100); // the remaining slices
      expect(scanner.records.size).toBe(60);
      expect(doc.querySelectorAll('[data-block-state="pending"]')).toHaveLength(59);
      expect(settled).toBe(false); // the last slices' blocks have not had their first report
      observer.report((t) => t.id === 's30');
      await vi.advanceTimersByTimeAsync(0);
      expect(settled).toBe(true);
      expect(doc.getElementById('s30')!.dataset.blockState).toBe('ready');
      expect(mount).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
