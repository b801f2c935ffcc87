/**
 * A form opened in a lightbox (docs/behaviour/forms.md#form-lightbox): the block's
 * `.lightbox-handle` opens the form in a modal dialog. Nothing heavy loads
 * until the visitor reaches for the handle: a pointer over it or focus on it
 * asks for the form's React rendering and the dialog's code; a press opens
 * the dialog at once (its place on the Escape stack held while the code
 * arrives, docs/behaviour/layers.md#held-layers) and the form fills it when React has
 * rendered. The form is rendered once, into the block's own `.form-wrapper`,
 * which the dialog borrows while open: closing keeps what the visitor typed.
 */
import type { BlockContext, Cleanup } from '../../src/block-context.ts';
import { openHeld } from '../../src/layers/open-held.ts';
import { holdLayer } from '../../src/layers/stack.ts';
import { fail } from '../../src/log.ts';
import { ownDoc } from '../../src/dom/doc.ts';
import type { FormData } from './data.ts';
import type { FormLightbox } from './lightbox.ts';
import type { FormTitle, LightboxPlace } from './render.tsx';

/** The layer's kind on the Escape stack and in `dialog:open` / `dialog:close`. */
const FORM_LIGHTBOX_KIND = 'form-lightbox';

/** What {@link mountLightboxForm} is given. */
export interface LightboxFormOptions {
  element: HTMLElement;
  handle: HTMLElement;
  data: FormData;
  context: BlockContext;
  render: () => Promise<typeof import('./render.tsx')>;
}

/** The block's `.form-wrapper` (made when the markup has none), hidden while the dialog is closed. */
function formWrapper(element: HTMLElement, undo: Array<() => void>): HTMLElement {
  let wrapper = element.querySelector<HTMLElement>('.form-wrapper');
  if (!wrapper) {
    wrapper = ownDoc.createElement('div');
    wrapper.className = 'form-wrapper';
    (element.querySelector('.sqs-block-content') ?? element).append(wrapper);
    const made = wrapper;
    undo.push(() => made.remove());
  } else if (!wrapper.classList.contains('hidden')) {
    const served = wrapper;
    undo.push(() => served.classList.remove('hidden'));
  }
  wrapper.classList.add('hidden');
  return wrapper;
}

/** The form's title (the server's `.form-title`, else the form's name), with the id that labels the dialog. */
function formTitle(wrapper: HTMLElement, data: FormData, context: BlockContext, undo: Array<() => void>): FormTitle {
  let served = wrapper.querySelector<HTMLElement>('.form-title');
  const text = served?.textContent?.trim() || data.formName || '';
  if (!served) {
    served = wrapper.insertBefore(ownDoc.createElement('div'), wrapper.firstChild);
    served.className = 'form-title';
    served.textContent = text;
    const made = served;
    undo.push(() => made.remove());
  }
  if (!served.id) {
    served.id = `${context.id}-form-title`;
    const titled = served;
    undo.push(() => titled.removeAttribute('id'));
  }
  return { id: served.id, text };
}

/** `load` once: its promise is kept while it holds, forgotten when it fails (so the next call tries again). */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () =>
    (promise ??= load().catch((error: unknown) => {
      promise = undefined;
      throw error;
    }));
}

/** The form rendered once into its wrapper, on demand (`isRendered` once it has); `unmount` undoes it (also one that lands after it). */
function lazyForm({ element, data, context, render }: LightboxFormOptions, place: LightboxPlace) {
  let unmountForm: Cleanup | undefined;
  let removed = false;
  let rendered = false;
  const renderOnce = once(async () => {
    const unmount = await (await render()).renderForm(element, data, context, place);
    rendered = true;
    if (removed) unmount();
    else unmountForm = unmount;
  });
  return {
    render: renderOnce,
    isRendered: () => rendered,
    unmount: () => {
      removed = true;
      unmountForm?.();
    },
  };
}

/** Makes the wrapper's server form inert and busy until the rendered form replaces it; returns the release. */
function holdServerForm(wrapper: HTMLElement): () => void {
  wrapper.inert = true;
  wrapper.setAttribute('aria-busy', 'true');
  return () => {
    wrapper.inert = false;
    wrapper.removeAttribute('aria-busy');
  };
}

/**
 * Mounts the handle: `aria-haspopup`/`aria-expanded`, intent to preload, a press to open.
 * Returns the cleanup (the dialog closed, the form unmounted, the markup as served).
 */
export function mountLightboxForm(options: LightboxFormOptions): Cleanup {
  const { element, handle, data, context } = options;
  const undo: Array<() => void> = [];
  const wrapper = formWrapper(element, undo);
  const title = formTitle(wrapper, data, context, undo);
  const form = lazyForm(options, { wrapper, title });
  const loadDialog = once(() => import('./lightbox.ts'));
  let dialog: FormLightbox | undefined;
  let opening = false;
  let removed = false;

  const onIntent = () => {
    form.render().catch(() => undefined);
    loadDialog().catch(() => undefined);
  };
  const open = async () => {
    const rendered = form.render();
    dialog = await openHeld(holdLayer(FORM_LIGHTBOX_KIND), loadDialog, ({ openFormLightbox }) =>
      openFormLightbox({ id: `${FORM_LIGHTBOX_KIND}-${context.id}`, kind: FORM_LIGHTBOX_KIND, handle, wrapper, labelId: title.id, bus: context.bus }),
    );
    // Until React has rendered, the dialog holds the server's own form: nothing is typed into
    // markup about to be replaced, nor sent by the platform's own action.
    const release = form.isRendered() ? undefined : holdServerForm(wrapper);
    await rendered.finally(() => release?.());
    dialog?.focusFirstField();
  };
  const onPress = (event: Event) => {
    event.preventDefault();
    if (opening || dialog?.open || removed) return;
    opening = true;
    open()
      .catch((error: unknown) => {
        dialog?.close('dismiss');
        fail(`block #${context.id} (type "form"): the form could not be opened:`, error);
      })
      .finally(() => (opening = false));
  };

  handle.setAttribute('aria-haspopup', 'dialog');
  handle.setAttribute('aria-expanded', 'false');
  handle.addEventListener('pointerenter', onIntent);
  handle.addEventListener('focus', onIntent);
  handle.addEventListener('click', onPress);
  return () => {
    removed = true;
    dialog?.close('dismiss');
    handle.removeEventListener('pointerenter', onIntent);
    handle.removeEventListener('focus', onIntent);
    handle.removeEventListener('click', onPress);
    handle.removeAttribute('aria-haspopup');
    handle.removeAttribute('aria-expanded');
    form.unmount();
    undo
      .splice(0)
      .reverse()
      .forEach((step) => step());
  };
}
