import type { SharedBlockContext } from '../block-context.ts';
import { type BlockRecord, failBlock, loadBlock, setState, unmountBlock } from './block-lifecycle.ts';
import type { Registry } from './registry.ts';
import { FOUND_SELECTOR } from './selector.ts';
import { inSlices } from './in-slices.ts';
import { sweepRounds } from './sweep.ts';
import { watchVisibility } from './visibility.ts';
import { ownDocOf } from '../dom/doc.ts';
import { fail } from '../log.ts';

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

/** The block type an element names, when a widget serves it. */
function typeOf(registry: Registry, element: Element): string | undefined {
  const named = element.getAttribute('data-block');
  if (named) return named;
  // A 7.1 section's controllers (comma-separated names): the widgets of
  // the names the table knows, joined (registry.ts mounts them together).
  const type =
    registry.typeForNumber(element.getAttribute('data-block-type') || '') ||
    element
      .getAttribute('data-controller')
      ?.split(',')
      .map((name) => registry.typeForNumber(name.trim()))
      .filter(Boolean)
      .join();
  // Platform blocks with no widget (html, spacer, code, or a type whose
  // widget is not built) and unknown controllers are left alone, silently.
  return type && registry.importerFor(type) ? type : undefined;
}

/**
 * Unmounts blocks as they leave the page. A move is a removal and an
 * insertion in one mutation batch: by the time the callback runs the element
 * is connected again and is left mounted.
 */
function watchMutations(doc: Document, records: Map<Element, BlockRecord>, discover: (root: Element) => void, forget: (element: Element) => void): void {
  new MutationObserver((mutations) => {
    for (const { addedNodes, removedNodes } of mutations) {
      addedNodes.forEach((node) => node instanceof Element && discover(node));
      removedNodes.forEach((node) => {
        if (node instanceof Element && !node.isConnected)
          for (const [element] of records) if (!element.isConnected && (node === element || node.contains(element))) forget(element);
      });
    }
  }).observe(ownDocOf(doc).documentElement, { childList: true, subtree: true });
}

/** Runs `then` once the page has loaded and the browser is idle. */
function whenIdleAfterLoad(doc: Document, then: () => void): void {
  const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(then, { timeout: 2000 }) : setTimeout(then, 200));
  if (ownDocOf(doc).readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** What tracking a block takes from its scanner. */
interface Tracking {
  records: Map<Element, BlockRecord>;
  shared: SharedBlockContext;
  registry: Registry;
  watch: (target: Element, record: BlockRecord) => void;
  /** An id for a block without one. */
  idFor: (type: string) => string;
  /** Asks for a type's chunks ahead of its blocks' loads, once the first view's are on their way. */
  preload: (type: string) => void;
  /** Starts the idle sweep's rounds again if they have ended (set once they have started). */
  wake?: () => void;
  /** The blocks the loader saw near the view (emptied as the scan finds them, and once the first view has settled). */
  near: Set<Element>;
  /** Loads a block of the first view now, as the visibility observer's report would. */
  loadNear: (record: BlockRecord) => void;
}

// Refused once, said once: a later rescan (after `register()`) stays quiet about them.
const refused = new WeakSet<Element>();

/** Tracks one block found: a `pending` record, watched until it comes near. */
function track(tracking: Tracking, element: Element): void {
  const { records, shared, registry, watch, idFor, preload } = tracking;
  // (A block removed before the scan reached it has been let go by the MutationObserver.)
  if (records.has(element) || !(element instanceof HTMLElement) || !element.isConnected) return;
  const type = typeOf(registry, element);
  if (!type) return;
  // A widget replaces its block's content: on <html> or <body> that is the whole page.
  if (element.localName === 'html' || element.localName === 'body') {
    if (refused.has(element)) return;
    refused.add(element);
    return fail(`block "${type}" on <${element.localName}> refused: a block cannot be the whole page`);
  }
  const record: BlockRecord = { element, id: element.id || idFor(type), type, state: 'pending' };
  records.set(element, record);
  setState(record, 'pending');
  // (The nearest known type is check's and the serve overlay's to suggest: not worth every visitor's bytes.)
  if (!registry.importerFor(type)) return failBlock(shared.bus, record, `unknown block type "${type}"`, 'data-block');
  watch(element, record);
  preload(type);
  // Seen near the view by the loader already: loaded now, not a frame later on this runtime's own first report.
  if (tracking.near.delete(element)) tracking.loadNear(record);
  tracking.wake?.();
}

/** The loads started by the visibility reports up to the first complete one, and what settles the first view with them. */
interface FirstView {
  loads?: Promise<void>[];
  report?: () => void;
}

/**
 * Once the page scan is over, the first report's wait, which ends at once
 * when nothing is left to report (nothing watched) and has a limit (a tab
 * that never renders); then `reported` (the loads of the blocks in view have
 * started), and `settled` when those loads have settled.
 */
function awaitFirstView(first: FirstView, waiting: () => boolean, reported: () => void, settled: () => void): void {
  first.report = () => {
    reported();
    Promise.allSettled(first.loads!).then(settled);
    first.report = first.loads = undefined;
  };
  if (!waiting()) first.report();
  setTimeout(() => first.report?.(), INITIAL_REPORT_LIMIT_MS);
}

/**
 * Every chunk the page's blocks will need, asked for once the first view's
 * loads have started (`preloadAll`): theirs first, every other type's behind
 * them, and a type found later at once (docs/behaviour/chunks.md#no-waterfall).
 */
function preloader(records: Map<Element, BlockRecord>, preloadType: Registry['preloadType']): { preload: (type: string) => void; preloadAll: () => void } {
  // The types asked for: a page of thousands of blocks asks once a type.
  let asked: Set<string> | undefined;
  const preload = (type: string) => asked?.has(type) || (asked?.add(type) && preloadType(type));
  return {
    preload,
    preloadAll() {
      asked = new Set();
      for (const { type } of records.values()) preload(type);
    },
  };
}

/** Puts the blocks of `type` that failed as unknown back to `pending`, watched again. */
function reviveUnknown(records: Map<Element, BlockRecord>, type: string, watch: Tracking['watch']): void {
  for (const record of records.values()) {
    if (record.type === type && record.state === 'error' && record.error?.startsWith('unknown block type')) {
      delete record.error;
      setState(record, 'pending');
      watch(record.element, record);
    }
  }
}

/**
 * Creates the page's one scanner, finding each block's module through `registry`. `near`: the
 * blocks the loader's own visibility report found near the view (docs/behaviour/blocks.md#first-view-handed-over).
 */
export function createScanner(doc: Document, shared: SharedBlockContext, registry: Registry, near = new Set<Element>()): Scanner {
  const records = new Map<Element, BlockRecord>();
  let counter = 0;
  const first: FirstView = {};

  const loadNear = (record: BlockRecord) => {
    const loading = load(record);
    first.loads?.push(loading); // (not `?.push(load(…))`: that would skip the load)
  };
  const visibility = watchVisibility(loadNear, () => first.report?.());
  const load = (record: BlockRecord) => {
    visibility.unwatch(record);
    registry.preloadMarkup(record.type, record.element);
    return loadBlock(shared, record, registry.importerFor(record.type));
  };
  const { preload, preloadAll } = preloader(records, registry.preloadType);
  const tracking: Tracking = { records, shared, registry, watch: visibility.watch, idFor: (type) => `${type}-${++counter}`, preload, near, loadNear };

  function discover(root: ParentNode, done?: () => void): void {
    // The document's own method: page content may shadow `document.querySelectorAll`.
    const found: Element[] = [...(root === doc ? ownDocOf(doc) : root).querySelectorAll(FOUND_SELECTOR)];
    if (root instanceof Element && root.matches(FOUND_SELECTOR)) found.unshift(root);
    inSlices(found, (element) => track(tracking, element), done, Infinity, 16);
  }

  function forget(element: Element): void {
    const record = records.get(element)!;
    records.delete(element);
    visibility.unwatch(record);
    unmountBlock(record);
  }

  function start(): Promise<void> {
    watchMutations(doc, records, discover, forget);
    return new Promise<void>((resolve) => {
      first.loads = [];
      // The idle sweep starts when the blocks first in view have settled: it
      // sees every block, and never mounts one before them.
      discover(doc, () =>
        awaitFirstView(first, visibility.waiting, preloadAll, () => {
          near.clear();
          resolve();
          tracking.wake = sweepRounds(records, load, (then) => whenIdleAfterLoad(doc, then));
        }),
      );
    });
  }

  function revive(type: string): void {
    reviveUnknown(records, type, visibility.watch);
    tracking.wake?.();
    // Numbered platform blocks of the type, left alone until now. (The
    // loader hands `revive` out only once `start()` has begun the page scan.)
    discover(doc);
  }

  return { records, discover, load, start, revive };
}
