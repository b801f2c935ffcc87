import type { SiteContext } from '../src/site-context.ts';
import { ownDocument } from '../src/dom/own-document.ts';
import { warn } from './log.ts';
import { own } from './own.ts';


/**
 * Reads the site context: the object real pages set inline
 * (`window.Static.SQUARESPACE_CONTEXT`), else the JSON in `<script id="site-context">`.
 * Only the site's own are taken (docs/security.md#site-context): `Static` as an own data
 * property of `window` (an element named `Static` is not one), and `#site-context` only
 * as a child of `<head>`; one planted in the body or in an `<svg>` is ignored. Never throws: missing or invalid context gives a warning naming the
 * field, and defaults (a logged-out visitor on an ordinary page). Only the fields the
 * loader itself relies on are checked here; lazy modules check what they read. The page's
 * object is copied, never changed: it may be frozen, circular, hold BigInts or throw from
 * a getter (behaviour.md#security-model).
 */
export function readSiteContext(doc: Document, win: Window): SiteContext {
  let context: any;
  try {
    context = own(own(win, 'Static'), 'SQUARESPACE_CONTEXT');
    // Only a child of <head>: the parser puts nothing from the body there.
    const script = ownDocument('querySelector', doc).call(doc, 'head>script#site-context');
    try {
      if (!context && script) context = JSON.parse(script.textContent!);
    } catch (error) {
      warn(`#site-context is not valid JSON (${(error as Error).message})`);
    }
    if (!context || typeof context != 'object') warn('no site context: using defaults (a logged-out visitor)'), (context = {});
    // Copies (an element posing as the context copies to nothing).
    context = { ...context };
    const invalid = (path: string, value: unknown) =>
      warn(`site context field "${path}" is invalid (${JSON.stringify(value)}): default used`);
    const website = context.website;
    if (!website || typeof website != 'object') invalid('website', website), (context.website = {});
    else context.website = { ...website };
    if (typeof context.website.id != 'string') invalid('website.id', context.website.id), (context.website.id = '');
    if (typeof context.pageType != 'number') invalid('pageType', context.pageType), (context.pageType = 2);
    // A half account is no account: the visitor counts as logged out.
    const account = context.authenticatedAccount;
    if (account !== undefined && typeof account?.id != 'string') invalid('authenticatedAccount.id', account), delete context.authenticatedAccount;
  } catch (error) {
    // A getter that throws, a circular or BigInt field: nothing of it is used.
    warn('site context unreadable: defaults used', error);
    context = { website: { id: '' }, pageType: 2 };
  }
  return context as SiteContext;
}
