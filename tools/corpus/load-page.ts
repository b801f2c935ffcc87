/**
 * Loads one corpus page as a visitor would and waits for the runtime to
 * settle (docs/behaviour/tools.md#corpus): ready, the idle services started, the
 * page scrolled through once so every lazy image has come near the
 * viewport, and no block still loading. Shared by the corpus command and
 * the real-pages spec, so both see the same page.
 */
import type { Page } from '@playwright/test';
import { corpusPath } from './routes.ts';
import { probePage, type PageProbe } from './probe.ts';

/**
 * What the runtime logged: lines with the runtime's prefix, console errors
 * from its files, and uncaught errors thrown from its files (under `/dist/`).
 * The page's own inline scripts are not the runtime's: an error they throw
 * (a tracker's global that is gone with the platform's scripts) is left out.
 */
export interface PageConsole {
  errors: string[];
  warnings: string[];
}

/** A settled corpus page: what it logged, the runtime files it downloaded, and its probe. */
export interface LoadedPage {
  console: PageConsole;
  /** Every runtime file (under /dist/) the page downloaded. */
  scripts: string[];
  probe: PageProbe;
}

const RUNTIME_PREFIX = '[site-runtime]';

/** Whether an uncaught error came from the runtime: its message has the runtime's prefix, or its stack runs through `/dist/`. */
export function isRuntimeError(error: Pick<Error, 'message' | 'stack'>, origin: string): boolean {
  return error.message.startsWith(RUNTIME_PREFIX) || (error.stack ?? '').includes(`${origin}/dist/`);
}

/** Starts listening to `page`; call before {@link settleCorpusPage}. */
export function watchPage(page: Page, origin: string): { console: PageConsole; scripts: string[] } {
  const seen = { console: { errors: [], warnings: [] } as PageConsole, scripts: [] as string[] };
  page.on('console', (message) => {
    const text = message.text();
    if (!text.startsWith(RUNTIME_PREFIX) && !message.location().url.startsWith(`${origin}/dist/`)) return;
    if (message.type() === 'error') seen.console.errors.push(text);
    else if (message.type() === 'warning') seen.console.warnings.push(text);
  });
  page.on('pageerror', (error) => {
    if (isRuntimeError(error, origin)) seen.console.errors.push(`uncaught: ${error.message}`);
  });
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith(`${origin}/dist/`) && /\.m?js(\?|$)/.test(url) && !seen.scripts.includes(url)) seen.scripts.push(url);
  });
  return seen;
}

/** Opens `file` (a name in the corpus folder routeCorpus serves) and waits for it to settle; returns its probe. */
export async function settleCorpusPage(page: Page, origin: string, file: string): Promise<PageProbe> {
  await page.goto(`${origin}${corpusPath(file)}`, { waitUntil: 'load', timeout: 30_000 });
  await page.waitForFunction(() => (window as { SiteRuntime?: unknown }).SiteRuntime, undefined, { timeout: 10_000 });
  await page.evaluate(() => (window as unknown as { SiteRuntime: { ready: Promise<void> } }).SiteRuntime.ready);
  await page.locator('html[data-site-services="ready"]').waitFor({ state: 'attached', timeout: 15_000 });
  // Through the page a viewport at a time: each lazy image comes near the viewport once, as it would for a reader.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = page.viewportSize()?.height ?? 800;
  for (let y = 0; y < height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }
  await page
    .waitForFunction(() => !document.querySelector('[data-block-state="loading"], [data-block-state="pending"], img[data-image-loading]'), undefined, {
      timeout: 15_000,
    })
    .catch(() => undefined); // what is still loading then is what the probe reports
  await page.evaluate(() => window.scrollTo(0, 0));
  // The probe's source runs as text; tsx (the command) names its inner functions with a
  // `__name` helper the page does not have, so the text brings a stand-in.
  return page.evaluate(`(() => { const __name = (f) => f; return (${probePage.toString()})(); })()`) as Promise<PageProbe>;
}
