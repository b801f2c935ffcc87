/**
 * A corpus folder as files a server serves as they are, for timing a page
 * (bench/real-pages.ts). `routeCorpus` intercepts every request of the page, and
 * each intercepted request waits its turn for the test process to answer or let
 * it through: on the bench's real pages that held the runtime's files 100 to 370 ms
 * before they were sent, a delay no visitor has and the original's start (a
 * model) never paid. Here each page is copied into a temporary folder, outside
 * the repository, with the stylesheet links the URL rules map
 * (./routes.ts `stylesheetRules`) pointing at the copies of `css/`; every other
 * host fails to resolve ({@link OTHER_HOSTS_UNRESOLVED}), as `routeCorpus`
 * aborts it, so nothing is intercepted.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stylesheetRules } from './routes.ts';

/** Chromium's flag that fails every host but the local servers' at once, with no interception. */
export const OTHER_HOSTS_UNRESOLVED = '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1';

/** A `<link>`'s `href` as the browser reads it: entities decoded, a protocol-relative URL made https. */
const linkUrl = (href: string): string => {
  const url = href.replace(/&amp;/g, '&');
  return url.startsWith('//') ? `https:${url}` : url;
};

/**
 * Copies the pages of `dir` (and its `css/`) into a new temporary folder, each
 * stylesheet link a rule maps rewritten to `/fixtures/css/FILE`: the folder is
 * to be served at `/fixtures/` (fixtures/server `fixturesDir`). Returns the folder.
 */
export function servedCorpus(dir: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'site-runtime-corpus-'));
  const rules = stylesheetRules(dir);
  if (existsSync(join(dir, 'css'))) cpSync(join(dir, 'css'), join(folder, 'css'), { recursive: true });
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.html'))) {
    const page = readFileSync(join(dir, file), 'utf8').replace(/(<link\b[^>]*?\bhref=")([^"]+)(")/g, (link, before: string, href: string, after: string) => {
      const rule = rules.find(({ pattern }) => pattern.test(linkUrl(href)));
      return rule && existsSync(join(dir, 'css', rule.file)) ? `${before}/fixtures/css/${rule.file}${after}` : link;
    });
    writeFileSync(join(folder, file), page);
  }
  return folder;
}

/** The path a page of {@link servedCorpus}'s folder is served at. */
export const servedPath = (file: string): string => `/fixtures/${encodeURIComponent(file)}`;
