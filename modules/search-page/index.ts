/**
 * The search page module (docs/behaviour/page-modules.md#search-page), loaded on the
 * search page type: the search field shows the query the page was opened
 * with (or takes focus when there is none), and the number of results the
 * server listed is announced to assistive technology.
 */
import type { ModuleCleanup, PageModuleContext } from '../../src/page-module.ts';
import { t } from '../../src/catalogue/index.ts';
import { SEARCH_PAGE_TEXT } from '../../src/catalogue/en/search-page.ts';
import { ownDoc } from '../../src/dom/doc.ts';

/** The query parameter the search form submits. */
export const QUERY_PARAMETER = 'q';

/** What the live region says for `count` results of `query`. */
export function resultsText(count: number, query: string): string {
  if (count === 0) return t(SEARCH_PAGE_TEXT, 'noResults', { query });
  return count === 1 ? t(SEARCH_PAGE_TEXT, 'oneResult', { query }) : t(SEARCH_PAGE_TEXT, 'results', { count, query });
}

/** Fills the field from the URL and announces the results; nothing on a page without the search form. */
export function start(_context: PageModuleContext, search: string = location.search): ModuleCleanup | void {
  const form = ownDoc.querySelector<HTMLFormElement>('form.sqs-search-page');
  const input = form?.querySelector<HTMLInputElement>(`input[name="${QUERY_PARAMETER}"]`);
  if (!form || !input) return;
  const query = (new URLSearchParams(search).get(QUERY_PARAMETER) ?? '').trim();
  if (!form.hasAttribute('role')) form.setAttribute('role', 'search');
  if (!query) {
    input.focus();
    return;
  }
  // The value is set as a property: visitor text never becomes markup.
  input.value = query;
  const status = ownDoc.createElement('p');
  status.className = 'sqs-search-page-status';
  status.setAttribute('role', 'status');
  form.after(status);
  // Filled after insertion, so screen readers announce it.
  const count = ownDoc.querySelectorAll('.sqs-search-page-item').length;
  queueMicrotask(() => (status.textContent = resultsText(count, query)));
  return () => status.remove();
}
