/**
 * Session info (behaviour/census.md#census): whether this is the visitor's first
 * landing in this browser session and their first session on the site. Both
 * flags are kept in browser storage; they are worked out once per page load,
 * so every caller on the page gets the same answer.
 */
import { readStorageItem, writeStorageItem } from '../storage.ts';

const LANDING_KEY = 'ss-census-landed';
const SESSION_KEY = 'ss-census-session';

/** The two flags. */
export interface SessionInfo {
  /** No earlier page of the site was seen in this browser session. */
  isFirstLanding: boolean;
  /** No earlier session on the site is remembered. */
  isFirstSession: boolean;
}

let info: SessionInfo | undefined;

/** The page's session info; the first call records this page as seen. */
export function sessionInfo(): SessionInfo {
  if (!info) {
    const isFirstLanding = readStorageItem('session', LANDING_KEY) === null;
    const isFirstSession = isFirstLanding && readStorageItem('local', SESSION_KEY) === null;
    writeStorageItem('session', LANDING_KEY, '1');
    writeStorageItem('local', SESSION_KEY, '1');
    info = { isFirstLanding, isFirstSession };
  }
  return info;
}
