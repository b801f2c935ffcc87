/**
 * Issue 24, "Done means": under a strict CSP (`default-src 'self'`) every
 * fixture page loads with no violation of the runtime's (docs/security.md).
 * Each page is served with the policy (`?csp=strict`, fixtures/server/csp.ts)
 * and loaded until the runtime has started and every block in it has settled;
 * the page's `securitypolicyviolation` events are collected from its first
 * script on. A violation is the runtime's when the loader or a chunk caused it
 * (its source file is under `/dist/`) or when what was blocked is one of the
 * runtime's own files; a fixture's own inline script or style is the
 * fixture's business, not what this sweep is about.
 *
 * The same loads prove that React costs an ordinary page nothing
 * (docs/architecture.md#react): no page without a form or a cart (page type
 * 200) requests the React file on its first view. Read from the requests of
 * the loads the sweep makes anyway, so it adds no page load to the suite.
 * (A form in a lightbox, which asks for React only on intent, has its own
 * check in forms-lightbox.spec.ts.)
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from './support/test.ts';
import { builtManifest } from './support/manifest.ts';

const PAGES = join(fileURLToPath(new URL('../..', import.meta.url)), 'fixtures', 'pages');

const htmlFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? htmlFiles(join(dir, entry.name)) : entry.name.endsWith('.html') ? [join(dir, entry.name)] : [],
  );

const COLLECT = `(() => {
  window.__violations = [];
  addEventListener('securitypolicyviolation', (event) => window.__violations.push({
    directive: event.effectiveDirective, blocked: event.blockedURI, source: event.sourceFile, line: event.lineNumber, sample: event.sample,
  }));
})();`;

interface Violation {
  directive: string;
  blocked: string;
  source: string;
  line: number;
  sample: string;
}

/**
 * The violations the runtime could have avoided: caused by its code, and of
 * something it did itself (an inline script or style, `eval`, a `data:` or
 * `blob:` address, a file of this site). Another origin's script, style or
 * font that the policy refuses is the site's own choice (it asked for
 * `default-src 'self'`): the block shows its fallback, as each block's own
 * spec checks.
 */
const runtimes = (violations: Violation[], origin: string): Violation[] =>
  violations.filter((v) => /\/dist\//.test(v.source) && !(/^https?:/.test(v.blocked) && new URL(v.blocked).origin !== origin));

/**
 * Runs `step` again when the document it read was replaced under it (the
 * page moved on by itself), once the new one has loaded: at most 5 times.
 */
async function followingMoves<T>(page: Page, step: () => Promise<T>, moves = 0): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (moves >= 5 || !/Execution context was destroyed|navigation/.test(String(error))) throw error;
    await page.waitForLoadState('load');
    return followingMoves(page, step, moves + 1);
  }
}

/** A page whose purpose is an interface React renders: a form block, or the cart page. */
const REACT_PAGE = /data-block="form"|sqs-block-form|data-block-type="9"|"pageType":\s*200\b/;

// One test per folder of fixtures: the two workers share the sweep.
const folders = [...new Set(htmlFiles(PAGES).map((file) => relative(PAGES, file).split('/')[0]!))].sort();

for (const folder of folders) {
  test(`strict CSP: no violation of the runtime's, and no React without a form or cart, on any page of fixtures/pages/${folder}/`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.addInitScript({ content: COLLECT });
    const found: Record<string, Violation[]> = {};
    const react = builtManifest().shared.react!;
    const reactOn = new Set<string>();
    // The page that asked is the frame's document when the request left, not the one the sweep is on:
    // the cart page asks for React from its idle start, which can come after the sweep has moved on to
    // the next page (a run charged the cart page's request to member-area.html).
    page.on('request', (request) => {
      if (!request.url().includes(react)) return;
      const path = new URL(request.frame().url()).pathname.replace(/^\/fixtures\//, '');
      const file = join(PAGES, path);
      if (!existsSync(file) || !REACT_PAGE.test(readFileSync(file, 'utf8'))) reactOn.add(path);
    });
    // (The 6,000-block page has its own spec; here it would only take minutes.)
    for (const file of htmlFiles(join(PAGES, folder)).filter((file) => !file.endsWith('many-blocks.html'))) {
      const path = relative(PAGES, file);
      // A page that moves on while it loads aborts its own navigation: go on with the one it settles on.
      await page.goto(`/fixtures/${path}?csp=strict`).catch((error: Error) => {
        if (!/ERR_ABORTED|interrupted by another navigation/.test(error.message)) throw error;
      });
      // Some pages move on at once (a redirect, then a reload): read the page they settle on, once loaded.
      // A waitForFunction runs again in each new document, however slowly the machine lets the page move on
      // (counting moves let a loaded machine's redirect and reload be seen as more than three).
      // (Through the prototype: a hostile page names an image `querySelector` or `readyState`.)
      const readLoader = async () => {
        const found = await page.waitForFunction(
          () =>
            Reflect.get(Document.prototype, 'readyState', document) === 'complete' && [
              !!Document.prototype.querySelector.call(document, 'script[src*="/dist/loader.js"]'),
            ],
        );
        return ((await found.jsonValue()) as boolean[])[0]!;
      };
      // A page without the loader (a QA page, a frame's document) has nothing of the runtime's to check.
      const hasRuntime = await followingMoves(page, readLoader);
      if (hasRuntime) {
        // Started, and every block found settled: as far as a page gets in a few seconds (some pages
        // stall on purpose: a hung backend, a frame that never answers); the violations are read either way.
        await page
          .waitForFunction(() => Reflect.get(Document.prototype, 'documentElement', document).dataset.siteInitialized === 'true', undefined, { timeout: 8_000 })
          .catch(() => {});
        await page
          .waitForFunction(
            () =>
              (window as unknown as { SiteRuntime?: { blocks(): { state: string }[] } }).SiteRuntime?.blocks().every(({ state }) => state !== 'loading') ??
              true,
            undefined,
            { timeout: 5_000 },
          )
          .catch(() => {});
      }
      // A page that moves on by itself (a census page's own navigation) can replace the document while it is read: read the one it settled on.
      const seen = await followingMoves(page, () => page.evaluate(() => (window as unknown as { __violations: Violation[] }).__violations));
      const violations = runtimes(seen, new URL(page.url()).origin);
      if (violations.length) found[path] = violations;
    }
    expect(found).toEqual({});
    expect([...reactOn], 'pages without a form or cart whose first view requested React').toEqual([]);
  });
}
