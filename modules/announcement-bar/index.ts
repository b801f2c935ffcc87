/**
 * The announcement bar page module (docs/behaviour/page-modules.md#announcement-bar): a
 * bar at the top of the page with the site's announcement, for visitors
 * when the site shows it and for signed-in owners; dismissible, and a
 * dismissed announcement stays dismissed until its text changes.
 */
import type { ModuleCleanup, PageModuleContext } from '../../src/page-module.ts';
import { t } from '../../src/catalogue/index.ts';
import { ANNOUNCEMENT_BAR_TEXT } from '../../src/catalogue/en/announcement-bar.ts';
import { readStorageItem, writeStorageItem } from '../../src/storage.ts';
import { announcementBarSettings } from './settings.ts';
import './announcement-bar.css';
import { ownDoc } from '../../src/dom/doc.ts';

/** The local-storage key holding the text of the announcement the visitor closed. */
export const DISMISSED_KEY = 'ss-announcement-bar-dismissed';

/** Shows the bar unless it has nothing to say or was dismissed. */
export function start({ site }: PageModuleContext): ModuleCleanup | void {
  const settings = announcementBarSettings(site);
  if (!settings || readStorageItem('local', DISMISSED_KEY) === settings.text) return;
  const bar = ownDoc.createElement('div');
  bar.className = 'sqs-announcement-bar';
  bar.setAttribute('role', 'region');
  bar.setAttribute('aria-label', t(ANNOUNCEMENT_BAR_TEXT, 'region'));
  const text = ownDoc.createElement('p');
  text.className = 'sqs-announcement-bar-text';
  if (settings.url) {
    const link = ownDoc.createElement('a');
    link.className = 'sqs-announcement-bar-url';
    link.href = settings.url;
    if (settings.newWindow) {
      link.target = '_blank';
      link.rel = 'noopener noreferrer';
    }
    link.textContent = settings.text;
    text.append(link);
  } else {
    text.textContent = settings.text;
  }
  const close = ownDoc.createElement('button');
  close.type = 'button';
  close.className = 'sqs-announcement-bar-close';
  close.setAttribute('aria-label', t(ANNOUNCEMENT_BAR_TEXT, 'close'));
  close.textContent = '×';
  close.addEventListener('click', () => {
    writeStorageItem('local', DISMISSED_KEY, settings.text);
    // Focus would be lost with the button: give it to the page's first focusable after the bar.
    const next = bar.nextElementSibling?.querySelector<HTMLElement>('a[href], button, input, select, textarea, [tabindex]');
    bar.remove();
    next?.focus({ preventScroll: true });
  });
  bar.append(text, close);
  // The platform's dropzone when the template has one, else the top of the body:
  // the content below moves down by the bar's own height and nothing else.
  const zone = ownDoc.querySelector('.sqs-announcement-bar-dropzone') ?? ownDoc.body;
  zone.prepend(bar);
  return () => bar.remove();
}
