/**
 * The quick view page module (docs/behaviour/page-modules.md#quick-view): a product's
 * quick-view control opens its details in a modal dialog (the services
 * router's dialogs: on the Escape stack, focus trapped and restored) and
 * records the view with the census.
 */
import type { ModuleCleanup, PageModuleContext } from '../../src/page-module.ts';
import type { SiteRuntime } from '../../src/runtime-api.ts';
import type { SiteContext } from '../../src/site-context.ts';
import { t } from '../../src/catalogue/index.ts';
import { QUICK_VIEW_TEXT } from '../../src/catalogue/en/quick-view.ts';
import { contained, warn } from '../../src/log.ts';
import { isItemId, recordQuickView } from './record-quick-view.ts';
import { ownDoc } from '../../src/dom/doc.ts';

type DialogModule = typeof import('../../src/chrome/dialog/module.ts');

/** The product details the dialog shows: the item's server-rendered `[data-quick-view-content]`, copied without ids. */
export function quickViewContent(control: Element): { title: string; content: HTMLElement } | undefined {
  const item = control.closest('[data-quick-view-item], .ProductList-item');
  const source = item?.querySelector<HTMLElement>('[data-quick-view-content]');
  if (!source) return undefined;
  const content = source.cloneNode(true) as HTMLElement;
  content.hidden = false;
  content.removeAttribute('id');
  content.querySelectorAll('[id]').forEach((node) => node.removeAttribute('id'));
  const title = (item!.querySelector('[data-quick-view-title], .ProductList-title')?.textContent ?? '').trim();
  return { title: title || t(QUICK_VIEW_TEXT, 'fallbackTitle'), content };
}

/** Opens one product's quick view. */
export async function openQuickView(control: Element, runtime: SiteRuntime, site: SiteContext): Promise<void> {
  const id = control.getAttribute('data-id');
  const details = quickViewContent(control);
  if (!details || !isItemId(id))
    return warn(`quick view ${control.id ? `#${control.id} ` : ''}has no data-id or no [data-quick-view-content]; nothing to show`);
  const services = await runtime.load('services');
  const dialogs: DialogModule = await services.dialog();
  const close = ownDoc.createElement('button');
  close.type = 'button';
  close.className = 'sqs-quick-view-close';
  close.textContent = t(QUICK_VIEW_TEXT, 'close');
  const body = ownDoc.createElement('div');
  body.className = 'sqs-quick-view';
  body.append(details.content, close);
  const handle = dialogs.openDialog({ title: details.title, content: body, style: 'none', kind: 'quick-view', className: 'sqs-quick-view-dialog' });
  close.addEventListener('click', () => handle.close('dismiss'));
  void recordQuickView(id, site);
}

/** Makes every quick-view control work by pointer and keyboard. */
export function start({ elements, runtime, site }: PageModuleContext): ModuleCleanup {
  const undo: Array<() => void> = [];
  for (const control of elements) {
    const open = () => void openQuickView(control, runtime, site).catch(contained('the quick view'));
    const onKey = (event: Event) => {
      const { key } = event as KeyboardEvent;
      if (key !== 'Enter' && key !== ' ') return;
      event.preventDefault();
      open();
    };
    // The platform renders the control as a div: give it a button's role and keys.
    if (control.tagName !== 'BUTTON') {
      control.setAttribute('role', 'button');
      control.setAttribute('tabindex', '0');
      control.addEventListener('keydown', onKey);
    }
    control.setAttribute('aria-haspopup', 'dialog');
    control.addEventListener('click', open);
    undo.push(() => {
      control.removeEventListener('click', open);
      control.removeEventListener('keydown', onKey);
    });
  }
  return () => undo.splice(0).forEach((step) => step());
}
