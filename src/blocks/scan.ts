import type { SharedBlockContext } from '../block-context.ts';
import { type BlockRecord, failBlock, loadBlock, setState, unmountBlock } from './block-lifecycle.ts';
import { importerFor, typeForNumber } from './registry.ts';
import { FOUND_SELECTOR } from './selector.ts';
import { inSlices } from './in-slices.ts';
import { afterMounts } from './mount-queue.ts';
import { ownDocument } from '../dom/own-document.ts';
import { fail } from '../log.ts';

/**
 * At most this many loads start in one slice of the idle sweep; the next
 * slice waits for their mounts (docs/behaviour.md#many-blocks).
 */
const SWEEP_LOADS_PER_SLICE = 128;

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
  discover(root: ParentNode, done?: () => void): void;
  /** Loads a block now (a click, the idle sweep). */
  load(record: BlockRecord): Promise<void>;
  /** Scans the page and starts watching: visibility, the idle sweep, added and removed blocks. Resolves when the blocks first in view have settled. */
  start(): Promise<void>;
  /** Brings back blocks of `type` that failed as unknown or were left alone (after `register()`). */
  revive(type: string): void;
}

/** Creates the page's one scanner. */
export function createScanner(doc: Document, shared: SharedBlockContext): Scanner {
  const { bus } = shared;
  const records = new Map<Element, BlockRecord>();
  // What the observer watches for each record: the block itself, or for a
  // display:contents host (which has no box) its first child.
  const watched = new Map<Element, BlockRecord>();
  // The reverse, so unwatching a record costs one lookup, not a walk over every target.
  const targets = new Map<BlockRecord, Element>();
  // Refused once, said once: a later rescan (after `register()`) stays quiet about them.
  const refused = new WeakSet<Element>();
  // The target watched last, until its first visibility entry comes: every
  // target watched before it has had its own by then, so the first report
  // is the one after which none is left (docs/behaviour.md#many-blocks).
  let unreported: Element | undefined;
  let counter = 0;
  // The loads started by the visibility reports up to the first complete one,
  // and what settles `start()` with them, set once the page scan is over.
  let firstLoads: Promise<void>[] | undefined;
  let firstReport: (() => void) | undefined;

  const watch = (target: Element, record: BlockRecord) => {
    watched.set(target, record);
    targets.set(record, target);
    unreported = target;
    io.observe(target);
  };
  const unwatch = (record: BlockRecord) => {
    const target = targets.get(record);
    if (!target) return;
    targets.delete(record);
    watched.delete(target);
    if (unreported == target) unreported = undefined;
    io.unobserve(target);
  };
  const load = (record: BlockRecord) => {
    unwatch(record);
    return loadBlock(shared, record);
  };

  // Every observed target gets a first entry; once the scan is over and each
  // has had it, the reports so far are the whole initial view.
  const io = new IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting, boundingClientRect: box } of entries) {
        if (unreported == target) unreported = undefined;
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
      unreported || firstReport?.();
    },
    { rootMargin: NEAR_VIEWPORT },
  );

  function typeOf(element: Element): string | undefined {
    const named = element.getAttribute('data-block');
    if (named) return named;
    // A 7.1 section's controllers (comma-separated names): the widgets of
    // the names the table knows, joined (registry.ts mounts them together).
    const type =
      typeForNumber(element.getAttribute('data-block-type') || '') ||
      element.getAttribute('data-controller')?.split(',').map((name) => typeForNumber(name.trim())).filter(Boolean).join();
    // Platform blocks with no widget (html, spacer, code, or a type whose
    // widget is not built) and unknown controllers are left alone, silently.
    return type && importerFor(type) ? type : undefined;
  }

  function track(element: Element): void {
    // (A block removed before the scan reached it has been let go by the MutationObserver.)
    if (records.has(element) || !(element instanceof HTMLElement) || !element.isConnected) return;
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

  function discover(root: ParentNode, done?: () => void): void {
    // The document's own method: page content may shadow `document.querySelectorAll`.
    const found: Element[] = [...(root === doc ? ownDocument('querySelectorAll', doc).call(doc, FOUND_SELECTOR) : root.querySelectorAll(FOUND_SELECTOR))];
    if (root instanceof Element && root.matches(FOUND_SELECTOR)) found.unshift(root);
    inSlices(found, track, done, Infinity, 16);
  }


  function forget(element: Element): void {
    const record = records.get(element)!;
    records.delete(element);
    unwatch(record);
    unmountBlock(record);
  }

  function sweep(): void {
    // (`load` leaves a block that is not `pending` as it is; a removed one is not loaded.)
    inSlices([...records.values()], (record) => record.removed || load(record), undefined, SWEEP_LOADS_PER_SLICE, 0, afterMounts);
  }

  function start(): Promise<void> {
    // A move is a removal and an insertion in one mutation batch: by the time
    // the callback runs the element is connected again and is left mounted.
    new MutationObserver((mutations) => {
      for (const { addedNodes, removedNodes } of mutations) {
        addedNodes.forEach((node) => node instanceof Element && discover(node));
        removedNodes.forEach((node) => {
          if (node instanceof Element && !node.isConnected)
            for (const [element] of records) if (!element.isConnected && (node === element || node.contains(element))) forget(element);
        });
      }
    }).observe(ownDocument('documentElement', doc), { childList: true, subtree: true });

    // The idle sweep: once the page has loaded and the browser is idle,
    // nothing is left pending, including hosts the observer cannot see.
    const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(sweep, { timeout: 2000 }) : setTimeout(sweep, 200));

    return new Promise<void>((resolve) => {
      firstLoads = [];
      // Once the page scan is over, the first report's wait, which ends at
      // once when nothing is left to report (nothing watched) and has a limit
      // (a tab that never renders). The idle sweep starts when the blocks first
      // in view have settled: it sees every block, and never mounts one before them.
      discover(doc, () => {
        firstReport = () => {
          Promise.allSettled(firstLoads!).then(() => {
            resolve();
            ownDocument('readyState', doc) === 'complete' ? idle() : window.addEventListener('load', idle, { once: true });
          });
          firstReport = firstLoads = undefined;
        };
        unreported || firstReport();
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
    // Numbered platform blocks of the type, left alone until now. (The
    // loader hands `revive` out only once `start()` has begun the page scan.)
    discover(doc);
  }

  return { records, discover, load, start, revive };
}
