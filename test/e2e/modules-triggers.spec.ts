/**
 * Page-module triggers (docs/behaviour/page-modules.md#page-modules), one fixture per
 * kind: a selector (comments), a site-context path (announcement bar), a
 * page type (search page); and a page that needs none loads none of the
 * page-module chunks the build lists.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { builtManifest } from './support/manifest.ts';
import { trackQuiet } from './support/quiet.ts';

/** Every page module's files (JS and CSS), by name, from dist/manifest.json. */
function pageModuleFiles(): Map<string, string[]> {
  const manifest = builtManifest() as ReturnType<typeof builtManifest> & { triggers: Record<string, unknown> };
  return new Map(Object.keys(manifest.triggers).map((name) => [name, manifest.modules[name]!]));
}

/**
 * Opens a fixture and returns the page modules whose files it fetched, once the services have
 * started every flow and the page is quiet: a module asked for later (by another one, on a
 * timer at 0, after a fetch) is counted too.
 */
async function modulesLoadedBy(page: Page, path: string): Promise<string[]> {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  const tracker = trackQuiet(page);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-site-services', 'ready');
  await tracker.quiet();
  return [...pageModuleFiles()].filter(([, files]) => files.some((file) => urls.some((url) => url.endsWith(`/dist/${file}`)))).map(([name]) => name);
}

test('the build lists a chunk for every page module', () => {
  const files = pageModuleFiles();
  for (const name of [
    'comments',
    'announcement-bar',
    'search-page',
    'popup-overlay',
    'overlays-manager',
    'share-buttons',
    'social-buttons',
    'quick-view',
    'simple-likes',
    'image-zoom',
    'pinterest-overlay',
    'product-list',
    'events',
    'audio-player',
    'blog-list',
    'gallery-list',
    'product-item',
    'tour-dates',
    'chart-helpers',
  ])
    expect(files.get(name)?.[0], name).toMatch(new RegExp(`^chunks/site-${name}-\\w+\\.js$`));
});

test('a page that needs no page module loads none of them', async ({ page }) => {
  expect(await modulesLoadedBy(page, '/fixtures/modules/none.html')).toEqual([]);
  await expect(page.locator('.sqs-announcement-bar')).toHaveCount(0);
});

test('a selector: comment links load the comments module, and only it', async ({ page }) => {
  expect(await modulesLoadedBy(page, '/fixtures/modules/comments.html')).toEqual(['comments']);
  await expect(page.locator('#comments-one')).toHaveAttribute('href', 'http://127.0.0.1/journal/first-post#comment-5f1a2b3c4d5e6f7a8b9c0d1e');
});

test('a context path: showAnnouncementBar loads the announcement bar, and only it', async ({ page }) => {
  expect(await modulesLoadedBy(page, '/fixtures/modules/announcement-bar.html')).toEqual(['announcement-bar']);
  await expect(page.getByRole('region', { name: 'Announcement' })).toContainText('Free shipping on every order this week');
});

test('a page type: the search page (102) loads the search-page module, and only it', async ({ page }) => {
  expect(await modulesLoadedBy(page, '/fixtures/modules/search.html?q=shoes')).toEqual(['search-page']);
  await expect(page.getByRole('status')).toHaveText('2 results for “shoes”');
});

test('a data-module marker loads its module on any page', async ({ page }) => {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  await page.goto('/fixtures/modules/marker.html');
  await expect(page.locator('html')).toHaveAttribute('data-site-services', 'ready');
  await expect(page.locator('#marked')).toHaveAttribute('href', 'http://127.0.0.1/journal/marked#comment-m1');
  expect(urls.some((url) => url.includes('/site-comments-'))).toBe(true);
});

test('settings that mean "off" (popup style none, Pin-it "disabled", badge none, no info-bar style) load none of their modules', async ({ page }) => {
  expect(await modulesLoadedBy(page, '/fixtures/modules/settings-off.html')).toEqual([]);
  // Their modules never ran: no decision written, no pin link, no strip.
  await expect(page.locator('html')).not.toHaveAttribute('data-popup-overlay', /.*/);
  await expect(page.locator('html')).not.toHaveAttribute('data-pinterest-overlay', /.*/);
  await expect(page.locator('.sqs-pin-it, .sqs-site-overlays, [role=dialog]')).toHaveCount(0);
});

test('the same settings turned on load their modules, which work', async ({ page }) => {
  expect(await modulesLoadedBy(page, '/fixtures/modules/pinterest-overlay.html')).toEqual(['pinterest-overlay']);
  await expect(page.getByRole('link', { name: 'Save to Pinterest' })).toHaveCount(1);
  expect(await modulesLoadedBy(page, '/fixtures/modules/site-badge.html')).toEqual(['overlays-manager']);
  await expect(page.getByRole('link', { name: 'Made with Squarespace' })).toBeVisible();
  expect(await modulesLoadedBy(page, '/fixtures/modules/popup-overlay.html')).toContain('popup-overlay');
  await expect(page.getByRole('dialog', { name: 'Join our list' })).toBeVisible();
});
