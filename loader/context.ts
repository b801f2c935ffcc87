import type { SiteContext } from '../src/site-context.ts';
import { warn } from './log.ts';

/**
 * The fields the runtime relies on, with their types, and whether the field
 * must be there (then a default stands in). A field of the wrong type is
 * dropped with a warning that names it; a half account counts as none.
 */
const FIELDS: Array<[path: string, type: string, fallback?: unknown]> = [
  ['website', 'object', {}],
  ['website.id', 'string', ''],
  ['pageType', 'number', 2],
  ['authenticatedAccount', 'object'],
  ['authenticatedAccount.id', 'string'],
  ['websiteSettings', 'object'],
  ['cookieSettings', 'object'],
  ['collection', 'object'],
  ['item', 'object'],
];

const typeOf = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/**
 * Reads the site context: the JSON in `#site-context`, else the object real
 * pages set inline (`window.Static.SQUARESPACE_CONTEXT`). Never throws:
 * missing or invalid context gives a warning naming the field, and defaults
 * (a logged-out visitor on an ordinary page).
 */
export function readSiteContext(doc: Document, win: Window): SiteContext {
  const script = doc.getElementById('site-context');
  let context: any = win.Static?.SQUARESPACE_CONTEXT;
  try {
    if (script) context = JSON.parse(script.textContent || '');
  } catch (error) {
    warn(`#site-context is not valid JSON (${(error as Error).message})`);
  }
  if (typeOf(context) !== 'object') {
    warn('no site context on this page: running as a logged-out visitor with defaults');
    context = {};
  }
  for (const [path, type, fallback] of FIELDS) {
    const [head, key = head] = path.split('.') as [string, string?];
    const parent = key === head ? context : context[head];
    if (typeOf(parent) !== 'object' || typeOf(parent[key]) === type) continue;
    if (key in parent || fallback !== undefined) warn(`site context field "${path}" is ${typeOf(parent[key])}, not ${type}: ${fallback === undefined ? 'ignored' : 'default used'}`);
    if (fallback !== undefined) parent[key] = typeof fallback === 'object' ? {} : fallback;
    else delete context[head];
  }
  return context as SiteContext;
}
