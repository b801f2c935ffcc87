/**
 * The 7.1 site stylesheet beside the repository (`../shared/real-pages/css/`,
 * present on CI and on the team's machines, never copied into the repo):
 * served by Playwright's routing to the URL the section fixtures link
 * (`/site-css/NAME`) and, for the real pages, to the platform's own
 * stylesheet URL. Specs whose point is the look skip when it is absent.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

/** The folder holding the real pages and their stylesheets, beside the repository. */
export const REAL_PAGES = fileURLToPath(new URL('../../../../shared/real-pages/', import.meta.url));

/** Whether the site stylesheet is there to serve. */
export const hasSiteCss = (name = 'asc2023.css'): boolean => existsSync(join(REAL_PAGES, 'css', name));

/** Serves `css/NAME` for `/site-css/NAME` (the fixtures' link); an empty sheet when it is absent. */
export async function serveSiteCss(page: Page, name = 'asc2023.css'): Promise<void> {
  const file = join(REAL_PAGES, 'css', name);
  await page.route(`**/site-css/${name}`, (route) => route.fulfill({ contentType: 'text/css', body: existsSync(file) ? readFileSync(file) : '' }));
}
