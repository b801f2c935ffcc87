import type { SiteContext } from '../src/site-context.ts';
import { ownDoc } from '../src/dom/doc.ts';
import { warn } from './log.ts';
import { own } from './own.ts';

/** The context as found on the page: any shape until each field is checked. */
type FoundContext = { website?: unknown; pageType?: unknown; authenticatedAccount?: unknown; [field: string]: unknown };

/**
 * The site's own context (docs/security.md#site-context): the object real pages set inline
 * (`Static.SQUARESPACE_CONTEXT`, an own data property of `window`: an element named
 * `Static` or a getter is not one), else the JSON in a `#site-context` child of `<head>`,
 * where the HTML parser puts nothing from the body; one planted in the body or in an
 * `<svg>` is ignored.
 */
function findContext(win: Window): unknown {
  const platform = own(own(win, 'Static'), 'SQUARESPACE_CONTEXT');
  if (platform) return platform;
  const script = ownDoc.querySelector('head>script#site-context');
  if (script) {
    try {
      return JSON.parse(script.textContent!);
    } catch (error) {
      warn(`#site-context is not valid JSON (${(error as Error).message})`);
    }
  }
}

/** Warns that a field was invalid and its default is used. */
function invalid(path: string, value: unknown): void {
  warn(`site context field "${path}" is invalid (${JSON.stringify(value)}): default used`);
}

/**
 * Reads the site context: the platform's `Static.SQUARESPACE_CONTEXT`, else the JSON in
 * `<head>`'s `<script id="site-context">` (see `findContext`). Never throws: missing or
 * invalid context gives a warning naming the field, and defaults (a logged-out visitor
 * on an ordinary page). Only the fields the loader itself relies on are checked here;
 * lazy modules check what they read. The page's object is copied, never changed: it may
 * be frozen, circular, hold BigInts or throw from a getter (behaviour/start-up.md#security-model).
 */
export function readSiteContext(win: Window): SiteContext {
  try {
    const found = findContext(win);
    let context: FoundContext = {};
    // Copies (an element posing as the context copies to nothing).
    if (found && typeof found === 'object') context = { ...found };
    else warn('no site context: using defaults (a logged-out visitor)');
    const website = context.website;
    let site: { id?: unknown } = {};
    if (website && typeof website === 'object') site = { ...website };
    else invalid('website', website);
    if (typeof site.id !== 'string') {
      invalid('website.id', site.id);
      site.id = '';
    }
    context.website = site;
    if (typeof context.pageType !== 'number') {
      invalid('pageType', context.pageType);
      context.pageType = 2;
    }
    // A half account is no account: the visitor counts as logged out.
    const account = context.authenticatedAccount as { id?: unknown } | undefined;
    if (account !== undefined && typeof account?.id !== 'string') {
      invalid('authenticatedAccount.id', account);
      delete context.authenticatedAccount;
    }
    return context as unknown as SiteContext;
  } catch (error) {
    // A getter that throws, a circular or BigInt field: nothing of it is used.
    warn('site context unreadable: defaults used', error);
    return { website: { id: '' }, pageType: 2 } as SiteContext;
  }
}
