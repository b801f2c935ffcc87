/**
 * The 7.0 templates' page module (docs/behaviour/page-modules.md#classic-template): what
 * the template's own script did for a visitor on the platform's non-block
 * markup. The header's navigation is positioned (shown in the header, or
 * the overlay menu when it does not fit), the parts the server marks
 * `tmpl-loading` are finished once their images have settled, and the
 * mobile menu's toggle and its folders work from the keyboard, where keyboard focus shows; the Brine family's phone menu (its overlay toggles and folders) works as its own script made it. It loads only on a page with
 * that markup (its trigger); a 7.1 page never asks for it.
 */
import type { ModuleCleanup, PageModuleContext } from '../../src/page-module.ts';
import { ownDoc } from '../../src/dom/doc.ts';
import { contained } from '../../src/log.ts';
import { mountFolderToggle } from './folder-toggle.ts';
import { positionHeaderNav } from './header-nav.ts';
import { showNavFocus } from './nav-focus.ts';
import { mountMobileToggle } from './mobile-toggle.ts';
import { finishLoading, LOADING } from './template-loading.ts';

/** The Brine family's phone menu overlay (./mobile-overlay.ts). */
const OVERLAY = '.Mobile-overlay';

/** Starts the template's jobs on this page; the cleanup undoes them. */
export function start(_context: PageModuleContext): ModuleCleanup {
  const undo: Array<() => void> = [];
  const nav = ownDoc.getElementById('headerNav');
  if (nav) undo.push(positionHeaderNav(nav));
  if (ownDoc.querySelector('.nav-wrapper nav')) showNavFocus();
  for (const part of ownDoc.querySelectorAll(`.${LOADING}`)) undo.push(finishLoading(part));
  for (const label of ownDoc.querySelectorAll<HTMLLabelElement>('label.mobile-nav-toggle-label[for]')) {
    const stop = mountMobileToggle(label);
    if (stop) undo.push(stop);
  }
  for (const label of ownDoc.querySelectorAll<HTMLLabelElement>('label.folder-toggle-label[for]')) {
    const stop = mountFolderToggle(label);
    if (stop) undo.push(stop);
  }
  // The Brine family's menu is its own chunk: the other templates' pages never download it.
  if (ownDoc.querySelector(OVERLAY)) {
    let stop: (() => void) | undefined;
    let stopped = false;
    import('./mobile-overlay.ts').then(({ mountMobileOverlay }) => {
      if (!stopped) stop = mountMobileOverlay();
    }, contained('the mobile menu'));
    undo.push(() => {
      stopped = true;
      stop?.();
    });
  }
  return () => undo.reverse().forEach((run) => run());
}
