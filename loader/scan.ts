import type { Bus } from '../src/bus.ts';
import type { SiteContext } from '../src/site-context.ts';
import { type BlockRecord, failBlock, loadBlock, setState, unmountBlock } from './block-lifecycle.ts';
import { importerFor, typeForNumber } from './registry.ts';

/** Blocks: the contract's `data-block`, and the platform's own server markup. */
export const BLOCK_SELECTOR = '[data-block], .sqs-block[data-block-type]';

/**
 * How far outside the viewport a block starts loading: the seed's lazy-load
 * margin (200 px), so a block is usually ready by the time it scrolls in.
 */
const NEAR_VIEWPORT = '200px';

/** Longest wait for the first visibility report before `siteInitialized` is set anyway. */
const INITIAL_REPORT_LIMIT_MS = 3000;

/** The scanner's face: the records it keeps and the calls the loader makes. */
export interface Scanner {
  records: Map<Element, BlockRecord>;
  /** Finds and tracks every block in `root` (and `root` itself). */
  discover(root: ParentNode): void;
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
  // A display:contents host has no box, so its first child stands in for it.
  const observedFor = new Map<Element, BlockRecord>();
  let counter = 0;
  let awaitingFirstReport: Set<BlockRecord> | undefined;
  const firstInView: Promise<void>[] = [];
  let firstReportsDone: (() => void) | undefined;

  const load = (record: BlockRecord) => {
    stopObserving(record);
    return loadBlock(bus, site, record);
  };

  const io = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const record = observedFor.get(entry.target);
        if (!record) continue;
        const { width, height } = entry.boundingClientRect;
        if (!entry.isIntersecting && !width && !height && entry.target === record.element) {
          const child = record.element.firstElementChild;
          if (child && getComputedStyle(record.element).display === 'contents') {
            stopObserving(record);
            observedFor.set(child, record);
            io.observe(child);
            continue;
          }
        }
        if (entry.isIntersecting && record.state === 'pending') {
          const loading = load(record);
          if (awaitingFirstReport?.has(record)) firstInView.push(loading);
        }
        firstReport(record);
      }
    },
    { rootMargin: NEAR_VIEWPORT },
  );

  function firstReport(record: BlockRecord): void {
    if (awaitingFirstReport?.delete(record) && !awaitingFirstReport.size) firstReportsDone?.();
  }

  function stopObserving(record: BlockRecord): void {
    for (const [target, owner] of observedFor) {
      if (owner === record) {
        io.unobserve(target);
        observedFor.delete(target);
      }
    }
  }

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
    const record: BlockRecord = { element, id: element.id || `${type}-${++counter}`, type, state: 'pending' };
    records.set(element, record);
    setState(record, 'pending');
    if (!importerFor(type)) return failBlock(bus, record, `unknown block type "${type}"`, 'data-block');
    observedFor.set(element, record);
    io.observe(element);
  }

  function discover(root: ParentNode): void {
    if (root instanceof Element && root.matches(BLOCK_SELECTOR)) track(root);
    root.querySelectorAll(BLOCK_SELECTOR).forEach(track);
  }

  function forget(element: Element): void {
    const record = records.get(element);
    if (!record) return;
    records.delete(element);
    stopObserving(record);
    awaitingFirstReport && firstReport(record);
    unmountBlock(record);
  }

  function sweep(): void {
    for (const record of records.values()) if (record.state === 'pending') load(record);
  }

  function start(): Promise<void> {
    started = true;
    // A move is a removal and an insertion in one mutation batch: by the time
    // the callback runs the element is connected again and is left mounted.
    new MutationObserver((mutations) => {
      const removed: Element[] = [];
      for (const mutation of mutations) {
        mutation.addedNodes.forEach((node) => node instanceof Element && node.isConnected && discover(node));
        mutation.removedNodes.forEach((node) => node instanceof Element && removed.push(node));
      }
      for (const node of removed) {
        if (node.isConnected) continue;
        for (const [element] of records) if (!element.isConnected && (node === element || node.contains(element))) forget(element);
      }
    }).observe(doc.documentElement, { childList: true, subtree: true });

    // The idle sweep: once the page has loaded and the browser is idle,
    // nothing is left pending, including hosts the observer cannot see.
    const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(sweep, { timeout: 2000 }) : setTimeout(sweep, 200));
    doc.readyState === 'complete' ? idle() : addEventListener('load', idle, { once: true });

    awaitingFirstReport = new Set([...records.values()].filter((record) => record.state === 'pending'));
    return new Promise<void>((resolve) => {
      firstReportsDone = () => {
        firstReportsDone = undefined;
        awaitingFirstReport = undefined;
        Promise.allSettled(firstInView).then(() => resolve());
      };
      if (!awaitingFirstReport!.size) firstReportsDone();
      setTimeout(() => firstReportsDone?.(), INITIAL_REPORT_LIMIT_MS);
    });
  }

  let started = false;

  function revive(type: string): void {
    for (const record of records.values()) {
      if (record.type === type && record.state === 'error' && record.error?.startsWith('unknown block type')) {
        delete record.error;
        setState(record, 'pending');
        observedFor.set(record.element, record);
        io.observe(record.element);
      }
    }
    // Before the first scan (a page script registering early) the scan
    // itself will find them.
    if (started) discover(doc);
  }

  return { records, discover, load, start, revive };
}
