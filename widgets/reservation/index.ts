/**
 * The reservation blocks (50, 66), docs/behaviour/commerce.md#commerce. The
 * provider's script is loaded once per page; the block shows a loading
 * class, then a loaded class once the embedded pickers have rendered. The
 * widget is (re)initialized with the iframe off inside the design frame,
 * overlay false, and the wide theme when the block is wider than 850 px
 * (standard otherwise), again each time the block crosses that width.
 * For a signed-in owner it is preview only: a shield over it answers a
 * click with the 'Preview Only' alert. Every failure (no wrapper, the
 * script, a reload, pickers that never render) is logged only: the
 * server markup stays as it was.
 */
import type { BlockContext, Cleanup, BlockMount } from '../../src/block-context.ts';
import { loadScript } from '../../src/dom/load-script.ts';
import { waitForElement } from '../../src/dom/wait-for-element.ts';
import { isInEditingFrame } from '../../src/editing-frame.ts';
import { watchWidth } from '../../src/embeds/watch-width.ts';
import { isSignedInOwner } from '../../src/embeds/owner-preview.ts';
import { contained, fail } from '../../src/log.ts';
import { useBlockData } from '../../src/block-data/use-block-data.ts';
import { fields, type ReservationData } from './data.ts';
import './reservation.css';

/** Wider than this, the widget takes the wide theme (docs/behaviour/commerce.md#commerce). */
const RESERVATION_WIDE_THRESHOLD_PX = 850;
/** Where the pickers go: the block's wrapper. */
const RESERVATION_WRAPPER_SELECTOR = '.reservation-wrapper';
/** What the provider renders once it is ready. */
const RESERVATION_PICKER_SELECTOR = '.reservation-picker';
const LOADING_CLASS = 'reservation-loading';
const LOADED_CLASS = 'reservation-loaded';
/** The widget's script comes from here or from this site's own files (docs/security.md#scripts). */
const RESERVATION_HOST = 'www.opentable.com';

/** The options a (re)initialization passes to the provider. */
export interface ReservationOptions {
  restaurantId: string | undefined;
  iframe: boolean;
  overlay: false;
  theme: 'wide' | 'standard';
}

interface ReservationProvider {
  render(container: Element, options: ReservationOptions): void;
}

declare global {
  interface Window {
    ReservationWidget?: ReservationProvider;
  }
}

/** Loads and renders the widget; never throws for a failure of its own (they are logged). */
export function mount(element: HTMLElement, raw: unknown, context: BlockContext): Cleanup | void | Promise<Cleanup | void> {
  // Its declaration, not zod: zod's runtime would be most of the first view (docs/behaviour/blocks.md#block-data-declaration).
  const data = useBlockData(fields, raw, context);
  // Only a signed-in owner pays for the preview shield, and has it before the widget starts (docs/behaviour/images.md#image-first-view).
  if (isSignedInOwner(context.site)) return import('./preview-shield.ts').then(({ addPreviewShield }) => start(element, data, context, addPreviewShield));
  return start(element, data, context);
}

/** The mount proper, with the preview shield for an owner. */
function start(
  element: HTMLElement,
  data: ReservationData,
  context: BlockContext,
  addShield?: (element: HTMLElement, where: string, load: BlockContext['load']) => () => void,
): Cleanup | void {
  const where = `block #${context.id} (reservation)`;
  const wrapper = element.querySelector(RESERVATION_WRAPPER_SELECTOR);
  if (!wrapper) {
    fail(`${where}: no wrappers ("${RESERVATION_WRAPPER_SELECTOR}"), so the widget is not loaded`);
    return;
  }
  const serverMarkup = [...wrapper.childNodes];
  const removeShield = addShield?.(element, where, context.load);
  const abort = new AbortController();
  let theme: ReservationOptions['theme'] | undefined;
  let initialized = false;

  const initialize = async (reload: boolean): Promise<void> => {
    element.classList.add(LOADING_CLASS);
    element.classList.remove(LOADED_CLASS);
    try {
      await loadScript(data.scriptUrl, { timeoutMs: data.timeoutMs, ready: () => window.ReservationWidget, host: RESERVATION_HOST, field: 'scriptUrl' });
    } catch (error) {
      element.classList.remove(LOADING_CLASS);
      return fail(`${where}: script load failed:`, error);
    }
    if (abort.signal.aborted) return;
    try {
      wrapper.replaceChildren();
      window.ReservationWidget!.render(wrapper, { restaurantId: data.restaurantId, iframe: !isInEditingFrame(), overlay: false, theme: theme ?? 'standard' });
    } catch (error) {
      wrapper.replaceChildren(...serverMarkup);
      element.classList.remove(LOADING_CLASS);
      return fail(`${where}: ${reload ? 'reload' : 'render'} failed:`, error);
    }
    try {
      await waitForElement(RESERVATION_PICKER_SELECTOR, { parent: wrapper, retries: Math.ceil(data.timeoutMs / 100), signal: abort.signal });
      element.classList.replace(LOADING_CLASS, LOADED_CLASS);
    } catch (error) {
      if (abort.signal.aborted) return;
      element.classList.remove(LOADING_CLASS);
      fail(`${where}: the widget never rendered:`, error);
    }
  };

  const stopWatching = watchWidth(element, (width) => {
    const next = width > RESERVATION_WIDE_THRESHOLD_PX ? 'wide' : 'standard';
    if (next === theme) return;
    theme = next;
    void initialize(initialized).catch(contained(where));
    initialized = true;
  });

  return () => {
    abort.abort();
    stopWatching();
    removeShield?.();
    element.classList.remove(LOADING_CLASS, LOADED_CLASS);
    wrapper.replaceChildren(...serverMarkup);
  };
}

// The one widget contract (behaviour/blocks.md#widget-contract), checked by the compiler.
mount satisfies BlockMount;
