/**
 * `npx site-runtime serve DIR` (docs/serve.md): the author's folder beside the built
 * runtime, each page's URL printed, every block's problems in a corner of the page
 * (the runtime's and check's), a reload when a file changes; none of it on a page the
 * ordinary server (a visitor's view) serves.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { expect, test } from './support/test.ts';

const page = (heading: string, videoData: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>My page</title>
<script type="application/json" id="site-context">{"website":{"id":"w1","baseUrl":"http://127.0.0.1"},"pageType":2}</script>
</head><body>
<h1>${heading}</h1>
<div data-block="video" id="block-intro" data-block-json='${videoData}'><p>Watch the intro.</p></div>
<div data-block="carousel-3d" id="block-unknown">An unknown type</div>
<div data-block="map" id="block-map" data-block-json='{"location":{"addressTitle":"Harbour hall","addressLine1":"1 Quay Street"}}'></div>
<div data-block="button" id="block-button"><div class="sqs-block-content"><div class="sqs-block-button-container" data-alignment="center"><a class="sqs-block-button-element" href="/buy">Buy</a></div></div></div>
<script src="/dist/loader.js" defer></script>
</body></html>
`;

let folder: string;
let child: ChildProcess;
let lines: string[];

test.beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'serve-'));
  writeFileSync(path.join(folder, 'index.html'), page('First draft', '{"overlay":"yes","thumbnailUrl":"/intro.jpg"}'));
  child = spawn(process.execPath, ['bin/site-runtime.mjs', 'serve', folder, '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
  lines = [];
  const reader = createInterface({ input: child.stdout! });
  await new Promise<void>((resolve) => reader.on('line', (line) => lines.push(line) >= 3 && resolve()));
});

test.afterAll(() => {
  child.kill();
  rmSync(folder, { recursive: true, force: true });
});

test('serve prints the URL first, then each page; the page shows every block problem in a corner and reloads when its file changes', async ({ page: tab }) => {
  const url = /^Serving on (http:\/\/127\.0\.0\.1:\d+)$/.exec(lines[0]!)?.[1];
  expect(url, lines[0]).toBeTruthy();
  expect(lines[1]).toBe(`  ${url}/fixtures/index.html  My page`);
  await tab.goto(`${url}/fixtures/index.html`);
  const overlay = tab.getByRole('complementary', { name: 'Block problems' });
  // The first check compiles the widgets' schemas: slower than a page load, once.
  await expect(overlay.getByRole('heading')).toHaveText('3 blocks have problems', { timeout: 20_000 });
  // Each block's problems: check's (with the file's line) and the runtime's, in the order they arrived.
  const problems = (id: string) => overlay.getByRole('listitem').filter({ hasText: id }).locator('.sr-dev-overlay__problem');
  // One entry per problem, in check's words, saying where it was found: the file and this browser.
  await expect(problems('#block-intro (video)')).toHaveText([
    'overlay: expected true or false, got "yes"; the default is used (check, line 6; in the browser)',
  ]);
  await expect(problems('#block-unknown (carousel-3d)')).toHaveText(['data-block: unknown block type "carousel-3d" (check, line 7; in the browser)']);
  // A runtime warning (the map falls back to its address without a maps key): only the browser knows it.
  await expect(problems('#block-map (map)')).toHaveText([
    'website.mapsSettings.apiKey: the site context has no maps key; showing the address (in the browser)',
  ]);
  await expect(tab.locator('#block-button')).toHaveAttribute('data-block-state', 'ready');
  await tab.screenshot({ path: '/tmp/serve-overlay.png' });

  // Fixing the file reloads the page: the new heading, one problem left.
  writeFileSync(path.join(folder, 'index.html'), page('Second draft', '{"overlay":true,"thumbnailUrl":"/intro.jpg"}'));
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Second draft');
  await expect(overlay.getByRole('heading')).toHaveText('2 blocks have problems');
  await expect(tab.locator('#block-intro')).toHaveAttribute('data-block-state', 'ready');
  await overlay.getByRole('button', { name: 'Hide' }).click();
  await expect(overlay.getByRole('list')).toBeHidden();

  // A runtime layer open (here a modal dialog as the lightbox marks itself): the overlay steps aside, and returns after.
  await tab.evaluate(() => {
    const layer = Object.assign(document.createElement('div'), { id: 'layer', textContent: 'A layer' });
    layer.setAttribute('aria-modal', 'true');
    layer.setAttribute('role', 'dialog');
    document.body.append(layer);
  });
  await expect(overlay).toBeHidden();
  await tab.evaluate(() => document.getElementById('layer')!.remove());
  await expect(overlay).toBeVisible();
});

test('a visitor never gets the overlay: the ordinary server adds nothing, and the runtime carries none', async ({ page: tab, request }) => {
  await tab.goto('/fixtures/blocks/broken.html');
  await expect(tab.locator('html')).toHaveAttribute('data-site-initialized', 'true');
  await expect(tab.locator('.sr-dev-overlay')).toHaveCount(0);
  expect(await (await request.get('/__dev/overlay.js')).status()).toBe(404);
  expect(await (await request.get('/dist/loader.js')).text()).not.toContain('sr-dev-overlay');
});
