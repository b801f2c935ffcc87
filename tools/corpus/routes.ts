/**
 * How a saved page is served for the corpus command and the real-pages spec
 * (docs/behaviour/tools.md#corpus): the page itself from its folder, the runtime
 * from the QA server, each site stylesheet from the folder's `css/` by the
 * URL rules below, and every other external request aborted (images stay on
 * their CDN and never load here: their `src` and `srcset` are what count).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page, Route } from '@playwright/test';

/** One rule: a stylesheet URL matching `pattern` is answered with `css/<file>`. */
export interface StylesheetRule {
  pattern: RegExp;
  file: string;
}

/**
 * The shared corpus's rules (its README): the asc2023 site's `…/150N/site.css`
 * and anything under the multietch site's `static/sitecss/` folder.
 */
export const DEFAULT_STYLESHEET_RULES: StylesheetRule[] = [
  { pattern: /62d5fc523adfb12df24bca0a\/150\d\/site\.css(\?.*)?$/, file: 'asc2023.css' },
  { pattern: /\/static\/sitecss\/5c17d54ada02bc9741cdfef6\//, file: 'multietch.css' },
];

/**
 * The corpus README's versioned stylesheets: a file `css/NAME-VERSION.css`
 * answers the URL ending `<site id>/VERSION/site.css` that its page links.
 */
export function versionedRules(dir: string): StylesheetRule[] {
  const folder = join(dir, 'css');
  if (!existsSync(folder)) return [];
  const files = readdirSync(folder).filter((file) => /-\d+\.css$/.test(file));
  return files.map((file) => {
    const version = /-(\d+)\.css$/.exec(file)![1];
    return { pattern: new RegExp(`/[0-9a-f]{24}/${version}/site\\.css(\\?.*)?$`), file };
  });
}

/**
 * The rules for a folder: its `css/rules.json` (`{"regular expression": "file.css"}`),
 * when a QA tester's folder has one, before the shared corpus's.
 */
export function stylesheetRules(dir: string): StylesheetRule[] {
  const own = join(dir, 'css', 'rules.json');
  const extra = existsSync(own)
    ? Object.entries(JSON.parse(readFileSync(own, 'utf8')) as Record<string, string>).map(([pattern, file]) => ({ pattern: new RegExp(pattern), file }))
    : [];
  return [...extra, ...DEFAULT_STYLESHEET_RULES, ...versionedRules(dir)];
}

/** The path the page `file` is served at on the QA server's origin. */
export const corpusPath = (file: string): string => `/__corpus/${encodeURIComponent(file)}`;

/**
 * Routes every request of `target` (a page or a context): the corpus pages
 * from `dir`, the QA server's own paths through, mapped stylesheets from
 * `dir/css/`, everything else aborted. Returns the stylesheets it served.
 */
export async function routeCorpus(target: Page | BrowserContext, dir: string, origin: string): Promise<{ stylesheets: Set<string> }> {
  const rules = stylesheetRules(dir);
  const stylesheets = new Set<string>();
  await target.route('**/*', (route: Route) => {
    const url = new URL(route.request().url());
    if (url.origin === origin) {
      if (!url.pathname.startsWith('/__corpus/')) return route.continue();
      const file = decodeURIComponent(url.pathname.slice('/__corpus/'.length));
      if (file.includes('/') || file.includes('\\') || !existsSync(join(dir, file))) return route.fulfill({ status: 404, body: 'not in the corpus' });
      return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: readFileSync(join(dir, file)) });
    }
    const rule = rules.find(({ pattern }) => pattern.test(url.href));
    if (rule && existsSync(join(dir, 'css', rule.file))) {
      stylesheets.add(rule.file);
      return route.fulfill({ status: 200, contentType: 'text/css; charset=utf-8', body: readFileSync(join(dir, 'css', rule.file)) });
    }
    return route.abort('blockedbyclient');
  });
  return { stylesheets };
}
