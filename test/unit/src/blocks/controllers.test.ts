// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createBus } from '../../../../src/bus.ts';
import { readBlockTable } from '../../../../src/blocks/block-table.ts';
import type { Importer } from '../../../../src/blocks/handoff.ts';
import { createRegistry } from '../../../../src/blocks/registry.ts';
import { createScanner } from '../../../../src/blocks/scan.ts';
import { controller } from '../../../../src/sections/changes.ts';
import { reportedErrors } from '../../support/reported-errors.ts';

// Importers go where a template author's register() puts them: the map the loader hands over.
const ownImporters = new Map<string, Importer>();
const registerImporter = (type: string, importer: Importer): void => void ownImporters.set(type, importer);

// The table as the build writes it: block numbers and 7.1 controller names side by side.
const registry = createRegistry(
  readBlockTable('accordion:69 header:Header section-wrapper:SectionWrapperController gallery-section:GalleryGrid,GalleryMasonry', (dep) =>
    dep.includes('-') ? dep : 'chunk-' + dep,
  ),
  {
    loadChunk: () => Promise.reject(new Error('no chunk loader')),
    preload: () => {},
    entryFile: (name) => `${name}-BUILD`,
    registered: ownImporters,
  },
);

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

const reported = reportedErrors();
const flush = () => new Promise((resolve) => setTimeout(resolve, 20));
const log: string[] = [];

/** A controller module that marks the section and logs its mount and cleanup. */
const marking = (name: string) => async () => ({
  mount: (element: HTMLElement) =>
    controller((changes) => {
      log.push(`mount ${name}`);
      changes.attr(element, `data-${name}`, 'on');
      changes.add(() => log.push(`cleanup ${name}`));
    }),
});

describe('7.1 section controllers, found and mounted like blocks', () => {
  let doc: Document;
  beforeEach(() => {
    log.length = 0;
    FakeObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    registerImporter('header', marking('header'));
    registerImporter('section-wrapper', marking('wrapper'));
    registerImporter('gallery-section', marking('gallery'));
  });
  afterEach(() => vi.unstubAllGlobals());

  function setup(html: string) {
    doc = document.implementation.createHTMLDocument('');
    doc.body.innerHTML = html;
    const bus = createBus();
    const scanner = createScanner(doc, { bus, site: { website: { id: 'w' } } as never, load: vi.fn() as never }, registry);
    const started = scanner.start();
    return { scanner, started, observer: FakeObserver.instances.at(-1)! };
  }

  it('maps each known name to its widget, joins comma-separated lists, and leaves unknown names alone silently', async () => {
    const { scanner } = setup(`
      <header id="h" data-controller="Header"></header>
      <section id="s" data-controller="SectionWrapperController, GalleryGrid"></section>
      <div id="g" data-controller="GalleryMasonry"></div>
      <section id="mixed" data-controller="SomethingNew,SectionWrapperController"></section>
      <section id="unknown" data-controller="SomethingNew"></section>
      <section id="constructor" data-controller="constructor, toString"></section>`);
    // (The page scan runs in slices: a second pass is done when every element has been seen.)
    await new Promise<void>((done) => scanner.discover(doc, done));
    const types = Object.fromEntries([...scanner.records.values()].map((r) => [r.id, r.type]));
    expect(types).toEqual({ h: 'header', s: 'section-wrapper,gallery-section', g: 'gallery-section', mixed: 'section-wrapper' });
    expect(doc.getElementById('unknown')!.hasAttribute('data-block-state')).toBe(false);
    expect(doc.getElementById('constructor')!.hasAttribute('data-block-state')).toBe(false);
    expect(console.error).not.toHaveBeenCalled();
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('mounts visible sections first, both controllers of a list, and cleans both up when the section is removed', async () => {
    const { observer, started } = setup(`
      <section id="s" data-controller="SectionWrapperController,GalleryGrid"></section>
      <header id="h" data-controller="Header"></header>`);
    observer.report((t) => t.id === 's');
    await started;
    await flush();
    const section = doc.getElementById('s')!;
    expect(section.dataset.blockState).toBe('ready');
    expect(doc.getElementById('h')!.dataset.blockState).toBe('pending');
    expect(log).toEqual(['mount wrapper', 'mount gallery']);
    expect(section.getAttribute('data-wrapper')).toBe('on');
    section.remove();
    await flush();
    expect(log).toEqual(['mount wrapper', 'mount gallery', 'cleanup wrapper', 'cleanup gallery']);
  });

  it('a section added later is found and mounted', async () => {
    const { observer, started } = setup('<p>no sections yet</p>');
    await started;
    doc.body.insertAdjacentHTML('beforeend', '<header id="late" data-controller="Header"></header>');
    await flush();
    observer.report(() => true);
    await flush();
    expect(doc.getElementById('late')!.dataset.blockState).toBe('ready');
  });

  it('a failing controller leaves the section as sent: its attributes back, the other controller undone, the blocks inside kept', async () => {
    registerImporter('gallery-section', async () => ({
      mount: (element: HTMLElement) =>
        controller((changes) => {
          changes.attr(element, 'data-half-done', 'yes');
          throw new Error('no gallery wrapper');
        }),
    }));
    // The block inside mounts meanwhile and changes its own markup.
    registerImporter('accordion', async () => ({ mount: (element: HTMLElement) => void (element.firstElementChild!.textContent = 'mounted') }));
    const { observer, started } = setup(`
      <section id="s" class="page-section" data-controller="SectionWrapperController,GalleryGrid">
        <div class="sqs-block" data-block-type="69" id="inner"><p>server text</p></div>
      </section>`);
    const inner = doc.getElementById('inner')!;
    observer.report(() => true);
    await started;
    await flush();
    const section = doc.getElementById('s')!;
    expect(section.dataset.blockState).toBe('error');
    expect(section.hasAttribute('data-half-done')).toBe(false);
    expect(section.hasAttribute('data-wrapper')).toBe(false);
    expect(log).toEqual(['mount wrapper', 'cleanup wrapper']);
    // The block inside is the same element, never replaced by a copy.
    expect(doc.getElementById('inner')).toBe(inner);
    expect(inner.dataset.blockState).toBe('ready');
    expect(inner.textContent).toBe('mounted');
    expect(vi.mocked(console.error).mock.calls[0]![0]).toContain('block #s (type "section-wrapper,gallery-section")');
    expect(reported.map((e) => (e as Error).message)).toEqual(['no gallery wrapper']);
  });
});
