/**
 * The marketing landing beacon (behaviour/census.md#census):
 * `GET /api/track/Track` as an image request, with the landing url, the
 * referrer, a random number against caches (`rk`), the language, the screen
 * size and whichever marketing parameters the landing address carries. Sent
 * once, on the first page of a browser session.
 */
import { pageAddress } from '../dom/page-address.ts';
import { ownDocOf } from '../dom/doc.ts';

const TRACK_PATH = '/api/track/Track';

/** The marketing parameters copied from the landing address. */
const MARKETING_PARAMETERS = ['source', 'campaign', 'subcampaign', 'channel', 'subchannel', 'refer', 'variation', 'mkwid'] as const;

/**
 * The beacon's query. A `refer` marketing parameter wins over the document referrer.
 * @internal Exported for its unit test: the landing query string; the beacon is an image request.
 */
export function landingQuery(win: Window = window, random: number = Math.random()): URLSearchParams {
  const here = new URLSearchParams(win.location.search);
  const query = new URLSearchParams({
    landing: win.location.href,
    refer: ownDocOf(win.document).referrer,
    rk: String(Math.floor(random * 1e9)),
    lang: win.navigator.language,
    screen: `${win.screen.width}x${win.screen.height}`,
  });
  for (const name of MARKETING_PARAMETERS) {
    const value = here.get(name);
    if (value !== null) query.set(name, value);
  }
  return query;
}

/** Sends the beacon as an image request; failures are ignored. */
export function sendLandingBeacon(win: Window = window): void {
  try {
    const image = ownDocOf(win.document).createElement('img') as HTMLImageElement;
    image.src = pageAddress(`${TRACK_PATH}?${landingQuery(win)}`);
  } catch {
    // A beacon that cannot be sent is a census failure: swallowed.
  }
}
