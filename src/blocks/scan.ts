import type { Bus } from '../bus.ts';
import type { SiteContext } from '../site-context.ts';
import { type BlockRecord, failBlock, loadBlock, setState, unmountBlock } from './block-lifecycle.ts';
import { importerFor, typeForNumber } from './registry.ts';
import { BLOCK_SELECTOR } from './selector.ts';
import { ownDocument } from '../dom/own-document.ts';
import { fail } from '../log.ts';

/**
 * The page scan and the idle sweep work in slices this long, so no task runs
 * long on a page of thousands of blocks (docs/behaviour.md#many-blocks).
 */
const SLICE_MS = 8;

/**
 * At most this many loads start in one slice of the idle sweep: their chunk
 * imports settle together in one later task, whose work a slice's clock
 * cannot see (docs/behaviour.md#many-blocks).
 */
const SWEEP_LOADS_PER_SLICE = 64;

/**
 * How far outside the viewport a block starts loading: the documented lazy-load
 * margin (200 px), so a block is usually ready by the time it scrolls in.
 */
const NEAR_VIEWPORT = '200px';

/** Longest wait for the first visibility report before `siteInitialized` is set anyway. */
const INITIAL_REPORT_LIMIT_MS = 3000;

/** The scanner's face: the records it keeps and the calls the loader makes. */
export interface Scanner {
  records: Map<Element, BlockRecord>;
  /**
   * Finds and tracks every block in `root` (and `root` itself), in slices of
   * about 8 ms when there are many; a few hundred are tracked at once.
   */
  discover(root: ParentNode): void;
  /** A block's record; while a scan is under way, tracks the block first if the scan has not reached it (an early click). */
  find(element: Element): BlockRecord | undefined;
  /** Loads a block now (a click, the idle sweep). */
  load(record: BlockRecord): Promise<void>;
  /** Starts watching: visibility, the idle sweep, added and removed blocks. Resolves when the blocks first in view have settled. */
  start(): Promise<void>;
  /** Brings back blocks of `type` that failed as unknown or were left alone (after `register()`). */
  revive(type: string): void;
}

/** Creates the page's one scanner. */
export function createScanner(doc: Document, bus: Bus, site: SiteContext): Scanner {
  const records = new Map<Element, BlockRecord>();
  // What the observer watches for each record: the block itself, or for a
  // display:contents host (which has no box) its first child.
  const watched = new Map<Element, BlockRecord>();
  // The reverse, so unwatching a record costs one lookup, not a walk over every target.
  const targets = new Map<BlockRecord, Element>();
  // Refused once, said once: a later rescan (after `register()`) stays quiet about them.
  const refused = new WeakSet<Element>();
  // Watched targets whose first visibility entry has not come yet: the first
  // report is the one after which none is left (docs/behaviour.md#many-blocks).
  const unreported = new Set<Element>();
  // Blocks a scan has found and not tracked yet, and what waits for none to be left.
  let unscanned = 0;
  const whenScanned: (() => void)[] = [];
  const afterScan = (then: () => void) => (unscanned ? whenScanned.push(then) : then());
  let counter = 0;
  let started = false;
  // The loads started by the first visibility report: `start()` settles with them.
  let firstLoads: Promise<void>[] | undefined;
  let firstReport: (() => void) | undefined;

  const watch = (target: Element, record: BlockRecord) => {
    watched.set(target, record);
    targets.set(record, target);
    unreported.add(target);
    io.observe(target);
  };
  const unwatch = (record: BlockRecord) => {
    const target = targets.get(record);
    if (!target) return;
    targets.delete(record);
    watched.delete(target);
    unreported.delete(target);
    io.unobserve(target);
  };
  const load = (record: BlockRecord) => {
    unwatch(record);
    return loadBlock(bus, site, record);
  };

  // Every observed target gets a first entry; once the scan is over and each
  // has had it, the reports so far are the whole initial view.
  const io = new IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting, boundingClientRect: box } of entries) {
        unreported.delete(target);
        const record = watched.get(target);
        const child = record?.element.firstElementChild;
        if (!record) continue;
        if (isIntersecting) {
          const loading = load(record);
          firstLoads?.push(loading); // (not `?.push(load(…))`: that would skip the load)
        } else if (!box.width && !box.height && child && target === record.element && getComputedStyle(target).display == 'contents') {
          unwatch(record);
          watch(child, record);
        }
      }
      if (!unscanned && !unreported.size) firstReport?.();
    },
    { rootMargin: NEAR_VIEWPORT },
  );

  function typeOf(element: Element): string | undefined {
    const named = element.getAttribute('data-block');
    if (named) return named;
    const type = typeForNumber(element.getAttribute('data-block-type') || '');
    // Platform blocks with no widget (html, spacer, code, or a type whose
    // widget is not built) are left alone, silently.
    return type && importerFor(type) ? type : undefined;
  }

  function track(element: Element): void {
    if (records.has(element) || !(element instanceof HTMLElement)) return;
    const type = typeOf(element);
    if (!type) return;
    // A widget replaces its block's content: on <html> or <body> that is the whole page.
    if (element.localName === 'html' || element.localName === 'body') {
      if (refused.has(element)) return;
      refused.add(element);
      return fail(`block "${type}" on <${element.localName}> refused: a block cannot be the whole page`);
    }
    const record: BlockRecord = { element, id: element.id || `${type}-${++counter}`, type, state: 'pending' };
    records.set(element, record);
    setState(record, 'pending');
    if (!importerFor(type)) return failBlock(bus, record, `unknown block type "${type}"`, 'data-block');
    watch(element, record);
  }

  function discover(root: ParentNode): void {
    // The document's own method: page content may shadow `document.querySelectorAll`.
    const found: Element[] = Array.from(root === doc ? ownDocument('querySelectorAll', doc).call(doc, BLOCK_SELECTOR) : root.querySelectorAll(BLOCK_SELECTOR));
    if (root instanceof Element && root.matches(BLOCK_SELECTOR)) found.unshift(root);
    let next = 0;
    unscanned += found.length;
    const slice = () => {
      const until = performance.now() + SLICE_MS;
      while (next < found.length && performance.now() < until) {
        const element = found[next++]!;
        unscanned--;
        // Removed before its slice came: the MutationObserver has already let it go.
        if (element.isConnected) track(element);
      }
      if (next < found.length) return void setTimeout(slice);
      if (!unscanned) whenScanned.splice(0).forEach((then) => then());
    };
    slice();
  }

  function find(element: Element): BlockRecord | undefined {
    if (unscanned && element.isConnected) track(element);
    return records.get(element);
  }

  function forget(element: Element): void {
    const record = records.get(element)!;
    records.delete(element);
    unwatch(record);
    unmountBlock(record);
  }

  function sweep(): void {
    const pending = [...records.values()];
    let next = 0;
    const slice = () => {
      const until = performance.now() + SLICE_MS;
      const last = next + SWEEP_LOADS_PER_SLICE;
      while (next < pending.length && next < last && performance.now() < until) {
        const record = pending[next++]!;
        if (record.state === 'pending' && records.has(record.element)) void load(record);
      }
      if (next < pending.length) setTimeout(slice);
    };
    slice();
  }

  function start(): Promise<void> {
    started = true;
    // A move is a removal and an insertion in one mutation batch: by the time
    // the callback runs the element is connected again and is left mounted.
    new MutationObserver((mutations) => {
      for (const { addedNodes, removedNodes } of mutations) {
        addedNodes.forEach((node) => node instanceof Element && node.isConnected && discover(node));
        removedNodes.forEach((node) => {
          if (node instanceof Element && !node.isConnected)
            for (const [element] of records) if (!element.isConnected && (node === element || node.contains(element))) forget(element);
        });
      }
    }).observe(ownDocument('documentElement', doc), { childList: true, subtree: true });

    // The idle sweep: once the page has loaded and the browser is idle,
    // nothing is left pending, including hosts the observer cannot see.
    // It starts after the scan, so it sees every block.
    const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(sweep, { timeout: 2000 }) : setTimeout(sweep, 200));
    afterScan(() => (ownDocument('readyState', doc) === 'complete' ? idle() : window.addEventListener('load', idle, { once: true })));

    return new Promise<void>((resolve) => {
      firstLoads = [];
      firstReport = () => {
        Promise.allSettled(firstLoads!).then(() => resolve());
        firstReport = firstLoads = undefined;
      };
      // No report comes when nothing is left to report (nothing watched), or in a tab that never renders.
      afterScan(() => {
        if (!unreported.size) firstReport?.();
        setTimeout(() => firstReport?.(), INITIAL_REPORT_LIMIT_MS);
      });
    });
  }

  function revive(type: string): void {
    for (const record of records.values()) {
      if (record.type === type && record.state === 'error' && record.error?.startsWith('unknown block type')) {
        delete record.error;
        setState(record, 'pending');
        watch(record.element, record);
      }
    }
    // Before the first scan (a page script registering early) the scan
    // itself will find them.
    if (started) discover(doc);
  }

  return { records, discover, find, load, start, revive };
}
