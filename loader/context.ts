import type { SiteContext } from '../src/site-context.ts';
import { warn } from './log.ts';

/**
 * Reads the site context: the JSON in `#site-context`, else the object real
 * pages set inline (`window.Static.SQUARESPACE_CONTEXT`). Never throws:
 * missing or invalid context gives a warning naming the field, and defaults
 * (a logged-out visitor on an ordinary page). Only the fields the loader
 * itself relies on are checked here; lazy modules check what they read.
 */
export function readSiteContext(doc: Document, win: Window): SiteContext {
  const script = doc.getElementById('site-context');
  let context: any = win.Static?.SQUARESPACE_CONTEXT;
  try {
    if (script) context = JSON.parse(script.textContent!);
  } catch (error) {
    warn(`#site-context is not valid JSON (${(error as Error).message})`);
  }
  if (!context || typeof context != 'object') {
    warn('no site context: using defaults (a logged-out visitor)');
    context = {};
  }
  const invalid = (path: string, value: unknown) => warn(`site context field "${path}" is invalid (${JSON.stringify(value)}): default used`);
  if (!context.website || typeof context.website != 'object') invalid('website', context.website), (context.website = {});
  if (typeof context.website.id != 'string') invalid('website.id', context.website.id), (context.website.id = '');
  if (typeof context.pageType != 'number') invalid('pageType', context.pageType), (context.pageType = 2);
  // A half account is no account: the visitor counts as logged out.
  const account = context.authenticatedAccount;
  if (account !== undefined && typeof account?.id != 'string') invalid('authenticatedAccount.id', account), delete context.authenticatedAccount;
  return context as SiteContext;
}
