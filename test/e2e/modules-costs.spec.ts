/**
 * Issue 13: each page module's first-use cost, gzip bytes beyond the loader
 * and the idle services (README, "Page modules"), at most
 * `costBudget["page-module-first-use"]`. The
 * baseline is what a page that needs no page module fetches (the loader,
 * the services router with its Escape stack, the census); a module's cost
 * is every further file (JS and CSS) its fixture fetches once it has started.
 */
import type { Page } from '@playwright/test';
import { costBudget } from './support/budget.ts';
import { expect, test as base } from './support/test.ts';
import { onWorkerPage } from './support/idle-baseline.ts';
import { builtManifest } from './support/manifest.ts';
import { gzipBytesOf } from './support/qa.ts';
import { trackQuiet } from './support/quiet.ts';

const BUDGET = costBudget('page-module-first-use');

const modules: Array<{ name: string; path: string; ready: (page: Page) => Promise<void> }> = [
  { name: 'comments', path: '/fixtures/modules/comments.html', ready: (page) => expect(page.locator('#comments-one')).toHaveAttribute('href', /#comment-/) },
  { name: 'announcement-bar', path: '/fixtures/modules/announcement-bar.html', ready: (page) => expect(page.locator('.sqs-announcement-bar')).toBeVisible() },
  { name: 'search-page', path: '/fixtures/modules/search.html?q=shoes', ready: (page) => expect(page.getByRole('status')).not.toBeEmpty() },
  { name: 'popup-overlay', path: '/fixtures/modules/popup-overlay.html', ready: (page) => expect(page.getByRole('dialog')).toBeVisible() },
  {
    name: 'share-buttons',
    path: '/fixtures/modules/share-buttons.html',
    ready: (page) => expect(page.locator('[data-service=facebook]')).toHaveAttribute('href', /facebook/),
  },
  { name: 'social-buttons', path: '/fixtures/modules/social-buttons.html', ready: (page) => expect(page.locator('.sqs-social-button').first()).toBeVisible() },
  {
    name: 'quick-view',
    path: '/fixtures/modules/quick-view.html',
    ready: async (page) => {
      await expect(page.locator('#quick-view-1')).toHaveAttribute('aria-haspopup', 'dialog');
      await page.locator('#quick-view-1').click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  { name: 'simple-likes', path: '/fixtures/modules/simple-likes.html', ready: (page) => expect(page.locator('#like-one')).toHaveAttribute('role', 'button') },
  { name: 'image-zoom', path: '/fixtures/modules/image-zoom.html', ready: (page) => expect(page.locator('#zoom-one')).toHaveAttribute('role', 'button') },
  { name: 'pinterest-overlay', path: '/fixtures/modules/pinterest-overlay.html', ready: (page) => expect(page.locator('.sqs-pin-it')).toHaveCount(1) },
  { name: 'product-list', path: '/fixtures/modules/product-list.html', ready: (page) => expect(page.locator('#product-apron .product-mark')).toBeVisible() },
  { name: 'events', path: '/fixtures/modules/events.html', ready: (page) => expect(page.locator('#event-market')).toHaveClass(/eventlist-event--/) },
  { name: 'audio-player', path: '/fixtures/modules/audio-player.html', ready: (page) => expect(page.locator('audio')).toHaveCount(2) },
  {
    name: 'blog-list',
    path: '/fixtures/modules/blog-list.html',
    ready: (page) => expect(page.locator('.BlogList-item-readmore').first()).toHaveAttribute('aria-describedby', /.+/),
  },
  { name: 'gallery-list', path: '/fixtures/modules/gallery-list.html', ready: (page) => expect(page.locator('#gallery-1')).toHaveClass(/loaded/) },
  { name: 'product-item', path: '/fixtures/modules/product-item.html', ready: (page) => expect(page.getByRole('status')).toHaveCount(1) },
  { name: 'tour-dates', path: '/fixtures/modules/tour-dates.html', ready: (page) => expect(page.locator('.sqs-tour-dates-list')).toHaveCount(1) },
  { name: 'chart-helpers', path: '/fixtures/modules/chart-helpers.html', ready: (page) => expect(page.locator('.sqs-chart-table')).toHaveCount(2) },
  {
    name: 'page-images',
    path: '/fixtures/modules/page-images.html',
    ready: (page) => expect(page.locator('#banner-image')).toHaveAttribute('src', /format=\d+w/),
  },
  {
    name: 'site-fonts',
    path: '/fixtures/modules/site-fonts.html',
    ready: (page) => expect(page.locator('link[href^="https://use.typekit.net/"]')).toHaveCount(1),
  },
  { name: 'classic-template', path: '/fixtures/platform/template-70.html', ready: (page) => expect(page.locator('#headerNav')).toHaveClass(/positioned/) },
  { name: 'overlays-manager', path: '/fixtures/modules/site-badge.html', ready: (page) => expect(page.locator('.sqs-site-badge')).toBeVisible() },
];

/** Every /dist/ file a page fetched, once its services are ready and the page is quiet (test/e2e/support/quiet.ts). */
async function distFiles(page: Page, path: string, ready?: (page: Page) => Promise<void>): Promise<Set<string>> {
  const files = new Set<string>();
  page.on('request', (request) => request.url().includes('/dist/') && files.add(request.url()));
  const tracker = trackQuiet(page);
  await page.route(/disqus\.com/, (route) => route.abort());
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-site-services', 'ready');
  await ready?.(page);
  await tracker.quiet();
  return files;
}

/** What a page that needs no page module fetches, measured once per worker. */
const test = base.extend<object, { baseline: Set<string> }>({
  baseline: [
    async ({ browser }, use, workerInfo) => use(await onWorkerPage(browser, workerInfo, (page) => distFiles(page, '/fixtures/modules/none.html'))),
    { scope: 'worker' },
  ],
});

for (const { name, path, ready } of modules) {
  test(`${name} costs at most costBudget["page-module-first-use"] beyond the loader and idle services on first use, with no React`, async ({
    baseline,
    page,
    request,
  }) => {
    const files = await distFiles(page, path, ready);
    const manifest = builtManifest();
    expect([...files].some((url) => url.endsWith(manifest.shared.react!))).toBe(false);
    expect([...files].some((url) => manifest.modules[name]!.some((file) => url.endsWith(file)))).toBe(true);
    const own = [...files].filter((url) => !baseline.has(url));
    const bytes = await gzipBytesOf(request, own);
    const report = `${name}: ${bytes} B gzip in ${own.length} files on first use`;
    test.info().annotations.push({ type: 'gzip', description: report });
    console.log(report);
    expect(bytes).toBeLessThanOrEqual(BUDGET);
  });
}
