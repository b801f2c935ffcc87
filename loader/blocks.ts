import type { BlocksApi, Importer } from '../src/blocks/handoff.ts';
import { BLOCK_SELECTOR, FOUND_SELECTOR } from '../src/blocks/selector.ts';
import { ownDoc } from '../src/dom/doc.ts';
import type { BlockInfo, SiteRuntime } from '../src/runtime-api.ts';
import { loadChunk, preloadChunk } from './chunks.ts';
import { fail } from './log.ts';
import { firstReport, preloadFirstView } from './first-view.ts';
import { blockNumbers, blockTable, entryFile } from './manifest.ts';

/**
 * The loader's side of the blocks (docs/behaviour/blocks.md#blocks); the rest is the `blocks` chunk,
 * started with one handoff (docs/architecture.md#boundary).
 */
export interface LoaderBlocks {
  /** `SiteRuntime.register()`: kept until the blocks runtime starts, then the runtime's. */
  register(type: string, importer: Importer): void;
  /** `SiteRuntime.blocks()`: none until the blocks runtime starts. */
  blocks(): BlockInfo[];
  /**
   * Called once the page is parsed: starts the blocks runtime when the page
   * has a block, else waits for one to be added. Resolves when the blocks
   * first in view have settled (at once on a page without blocks).
   */
  run(): Promise<void>;
}

/** A block the runtime will handle: any `data-block`, or a platform block whose number has a widget. */
const isBlock = (element: Element): boolean => element.hasAttribute('data-block') || blockNumbers.has(element.getAttribute('data-block-type')!);
/** What starts the blocks runtime: a block, or a 7.1 section controller (docs/behaviour/sections.md#controllers). */
const isFound = (element: Element): boolean => element.hasAttribute('data-controller') || isBlock(element);
/** Whether `root` holds what starts the runtime, queried through the document's own methods (page content may shadow `document.querySelector`). */
const hasBlock = (root: ParentNode): boolean => {
  const scope = root === document ? ownDoc : root;
  const found = scope.querySelector(FOUND_SELECTOR);
  return found !== null && (isFound(found) || [...scope.querySelectorAll(FOUND_SELECTOR)].some(isFound));
};

/**
 * The blocks runtime is loaded when the page has a block: at once when the
 * first scan finds one, when one is added later, or on a click on one.
 * Until it has started, a click on a block is held and handed to it, so no
 * early click is lost. If its chunk cannot load, every block is put in
 * `error` with its markup as it was and the held clicks are replayed on the
 * server markup.
 */
export function createLoaderBlocks(runtime: SiteRuntime): LoaderBlocks {
  const held: [Element, HTMLElement][] = [];
  const registered = new Map<string, Importer>();
  let api: BlocksApi | undefined;
  const blocks: LoaderBlocks = {
    register: (type, importer) => (api ? api.register(type, importer) : void registered.set(type, importer)),
    blocks: () => api?.blocks() ?? [],
    run,
  };
  let starting: Promise<void> | undefined;
  const hold = (event: Event) => {
    const target = event.target as HTMLElement;
    const block = target.closest?.(BLOCK_SELECTOR);
    if (!block || !isBlock(block)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held.some(([heldBlock]) => heldBlock === block)) held.push([block, target]);
    boot();
  };
  // On window, not document: a named element replaces document's own members ([LegacyOverrideBuiltIns]),
  // never window's; and a capturing listener on window hears the click first.
  const stopHolding = () => removeEventListener('click', hold, true);
  addEventListener('click', hold, true);

  function boot(): Promise<void> {
    if (!starting) {
      // The first blocks' widgets travel with the blocks runtime; a preload that throws only loses that head start.
      try {
        preloadFirstView();
      } catch (error) {
        fail("the view's widgets could not be asked for early", error);
      }
    }
    return (starting ??= runtime.load('blocks').then(
      (module) => {
        stopHolding();
        // The handoff: from here on, the registered importers and the held clicks are the runtime's.
        api = module.start({ runtime, loadChunk, preload: preloadChunk, entryFile, table: blockTable, registered, held, view: firstReport });
        return api.ready;
      },
      (error) => {
        stopHolding();
        fail('the blocks runtime failed to load: blocks keep their server markup', error);
        ownDoc.querySelectorAll(BLOCK_SELECTOR).forEach((element) => isBlock(element) && element.setAttribute('data-block-state', 'error'));
        held.splice(0).forEach(([, target]) => target.click());
      },
    ));
  }

  function run(): Promise<void> {
    if (hasBlock(document)) return boot();
    const observer = new MutationObserver((mutations) => {
      const added = mutations.some(({ addedNodes }) =>
        [...addedNodes].some((node) => node instanceof Element && ((node.matches(FOUND_SELECTOR) && isFound(node)) || hasBlock(node))),
      );
      if (added) {
        observer.disconnect();
        void boot();
      }
    });
    observer.observe(ownDoc.documentElement, { childList: true, subtree: true });
    return Promise.resolve();
  }
  return blocks;
}
