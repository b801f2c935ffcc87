/**
 * No waterfall (docs/behaviour/chunks.md#no-waterfall): a widget's chunk and every
 * chunk it imports, all levels, are asked for in one moment. Each widget
 * entry's response is held until every file on its import list has been
 * requested: if the list were found only once the entry had arrived (one
 * more round trip), the held entry would never be released and the blocks
 * would never be ready.
 */
import { builtManifest, markupChunks, staticChunksOf } from './support/manifest.ts';
import { expect, test, type Page } from './support/test.ts';
import type { TestWindow } from './support/test-window.ts';

test('a platform page asks for each widget chunk and all it imports before the chunk has arrived', async ({ page }) => {
  const { deps, build } = builtManifest() as ReturnType<typeof builtManifest> & { deps: Record<string, string>; build: string };
  const requested = new Set<string>();
  page.on('request', (r) => requested.add(r.url().split('/').pop()!.split('?')[0]!));
  const held: string[] = [];
  await page.route(new RegExp(`/dist/chunks/(accordion|video)-${build}\\.js$`), async (route) => {
    const name = route
      .request()
      .url()
      .match(/(accordion|video)-/)![1]!;
    held.push(name);
    const needs = deps[name]!.split(',').map((dep) => `${dep}.js`);
    await expect.poll(() => needs.filter((file) => !requested.has(file)), { timeout: 10_000 }).toEqual([]);
    await route.continue();
  });
  await page.goto('/fixtures/blocks/platform.html');
  await page.waitForFunction(() => document.documentElement.dataset.siteInitialized === 'true');
  expect(await page.evaluate(() => window.SiteRuntime!.blocks().map((b) => `${b.type}:${b.state}`))).toEqual([
    'accordion:ready',
    'video:ready',
    'accordion:ready',
  ]);
  expect(held.sort()).toEqual(['accordion', 'video']);
  // The video's list holds the chunks it shares with other widgets: each was on its way before the video's chunk arrived.
  expect(deps.video!.split(',').length).toBeGreaterThan(1);
  // An embedded video's block has no native player in its markup: the native player's chunk is not asked for.
  expect(markupChunks('video', '.sqs-native-video').filter((file) => requested.has(file))).toEqual([]);
});

for (const [type, selector, fixture] of [
  ['video', '.sqs-native-video', '/fixtures/blocks/video-native.html'],
  ['image', '.sqs-block-image-button.lightbox img', '/fixtures/platform/image-lightbox-buttons.html'],
  ['form', '.lightbox-handle', '/fixtures/forms/lightbox.html'],
] as const) {
  test(`a block (${type}) whose markup has ${selector} asks for the chunk its widget imports for it before the widget's chunk has arrived`, async ({
    page,
  }) => {
    // docs/behaviour/chunks.md#markup-imports: the widget's chunk is held until the chunks its
    // markup needs were asked for; found only when the widget ran, they would never be.
    const { build } = builtManifest() as ReturnType<typeof builtManifest> & { build: string };
    const needed = markupChunks(type, selector);
    const requested = new Set<string>();
    page.on('request', (r) => requested.add(r.url().split('/').pop()!.split('?')[0]!));
    let held = 0;
    await page.route(new RegExp(`/dist/chunks/${type}-${build}\\.js$`), async (route) => {
      held += 1;
      await expect.poll(() => needed.filter((file) => !requested.has(file)), { timeout: 10_000 }).toEqual([]);
      await route.continue();
    });
    await page.goto(fixture);
    await page.waitForFunction(() => document.documentElement.dataset.siteInitialized === 'true');
    expect(held).toBeGreaterThan(0);
    expect(needed.length).toBeGreaterThan(0);
    const states = await page.evaluate(
      (name) =>
        window
          .SiteRuntime!.blocks()
          .filter((b) => b.type === name)
          .map((b) => b.state),
      type,
    );
    expect(states.length).toBeGreaterThan(0);
    expect(states.filter((state) => state === 'ready').length).toBeGreaterThan(0);
  });
}

/** The shared chunks (`chunk-…`) a widget imports, as file names. */
const sharedChunks = (deps: Record<string, string>, type: string): string[] =>
  deps[type]!.split(',')
    .filter((dep) => dep.startsWith('chunk-'))
    .map((dep) => `${dep}.js`);

/**
 * Holds the blocks runtime's response until every file of `needed` has been
 * asked for (5 s at most); the result gives the files asked for by then.
 */
async function holdBlocksRuntime(page: Page, build: string, needed: string[]): Promise<() => Set<string>> {
  const requested = new Set<string>();
  page.on('request', (r) => requested.add(r.url().split('/').pop()!.split('?')[0]!));
  let asked = new Set<string>();
  await page.route(new RegExp(`/dist/chunks/site-blocks-${build}\\.js$`), async (route) => {
    await expect
      .poll(() => needed.filter((file) => !requested.has(file)), { timeout: 5_000 })
      .toEqual([])
      .catch(() => undefined);
    asked = new Set(requested);
    await route.continue();
  });
  return () => asked;
}

test("the loader asks for the view's widgets and the shared chunks it knows they import while the blocks runtime is on its way, not after", async ({
  page,
}) => {
  const { deps, build } = builtManifest() as ReturnType<typeof builtManifest> & { deps: Record<string, string>; build: string };
  // The blocks runtime is held until the view's widgets (the accordion, the video) and the shared chunks they import have been asked for.
  const needed = [`accordion-${build}.js`, `video-${build}.js`, ...sharedChunks(deps, 'accordion'), ...sharedChunks(deps, 'video')];
  const asked = await holdBlocksRuntime(page, build, needed);
  await page.goto('/fixtures/blocks/platform.html');
  await page.waitForFunction(() => document.documentElement.dataset.siteInitialized === 'true');
  expect(needed.filter((file) => !asked().has(file))).toEqual([]);
  expect(needed.length).toBeGreaterThan(2);
  expect(await page.evaluate(() => window.SiteRuntime!.blocks().map((b) => `${b.type}:${b.state}`))).toEqual([
    'accordion:ready',
    'video:ready',
    'accordion:ready',
  ]);
});

test('the loader asks for the widgets of the 7.1 sections at the top of the view while the blocks runtime is on its way, not after', async ({ page }) => {
  const { deps, build } = builtManifest() as ReturnType<typeof builtManifest> & { deps: Record<string, string>; build: string };
  // The header and the section wrapper are block.json `firstView`: the loader knows their controllers.
  const needed = ['header', 'section-wrapper'].flatMap((type) => [`${type}-${build}.js`, ...sharedChunks(deps, type)]);
  const asked = await holdBlocksRuntime(page, build, needed);
  await page.goto('/fixtures/sections/page.html');
  await page.waitForFunction(() => document.documentElement.dataset.siteInitialized === 'true');
  expect(needed.filter((file) => !asked().has(file))).toEqual([]);
  // A controller not marked `firstView` (the list further down) waits for the blocks runtime, as before.
  expect(asked().has(`list-section-${build}.js`)).toBe(false);
  expect(await page.evaluate(() => window.SiteRuntime!.blocks().some((b) => b.type === 'list-section'))).toBe(true);
  const states = await page.evaluate(() => window.SiteRuntime!.blocks().map((b) => `${b.type}:${b.state}`));
  // The view's header and first section are ready; sections further down wait for the view.
  expect(states).toContain('header:ready');
  expect(states).toContain('section-wrapper:ready');
});

// Each is block.json `firstView`: the real pages open with one in view (05 a masonry gallery; 06 and 08 a divider, the first section's bottom edge).
for (const [type, fixture, what] of [
  ['gallery-section', '/fixtures/sections/gallery-masonry.html', "a portfolio's first view does not wait a round trip more"],
  ['section-divider', '/fixtures/sections/divider.html', 'its bottom edge is redrawn without a round trip more'],
] as const) {
  test(`a 7.1 section in the view (${type}) is asked for while the blocks runtime is on its way: ${what}`, async ({ page }) => {
    const { deps, build } = builtManifest() as ReturnType<typeof builtManifest> & { deps: Record<string, string>; build: string };
    const needed = [`${type}-${build}.js`, ...sharedChunks(deps, type)];
    const asked = await holdBlocksRuntime(page, build, needed);
    await page.goto(fixture);
    await page.waitForFunction(() => document.documentElement.dataset.siteInitialized === 'true');
    expect(needed.filter((file) => !asked().has(file))).toEqual([]);
    const states = await page.evaluate(() => window.SiteRuntime!.blocks().map((b) => `${b.type}:${b.state}`));
    expect(states).toContain(`${type}:ready`);
  });
}

test("under a strict CSP a widget's styles arrive inside its chunk: applied, no stylesheet request, no violation", async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) => ((window as TestWindow).__violations ??= []).push(e.violatedDirective)),
  );
  await page.goto('/fixtures/blocks/accordion.csp.html');
  await page.waitForFunction(() => document.documentElement.dataset.siteInitialized === 'true');
  // accordion.css: an enhanced list's closed panels are hidden, its buttons a pointer.
  await expect(page.locator('#block-faq .accordion-item__dropdown').nth(1)).toBeHidden();
  expect(
    await page
      .locator('#block-faq .accordion-item__click-target')
      .first()
      .evaluate((el) => getComputedStyle(el).cursor),
  ).toBe('pointer');
  expect(await page.evaluate(() => document.adoptedStyleSheets.length)).toBeGreaterThan(0);
  expect(requested.filter((path) => path.startsWith('/dist/') && path.endsWith('.css'))).toEqual([]);
  expect(await page.evaluate(() => (window as TestWindow).__violations ?? [])).toEqual([]);
});

test("a page asks for every chunk its block types need before siteInitialized, the view's first; far blocks still mount only later", async ({ page }) => {
  const { deps, build } = builtManifest() as ReturnType<typeof builtManifest> & { deps: Record<string, string>; build: string };
  const filesOf = (type: string) => [
    `${type}-${build}.js`,
    ...deps[type]!.split(',')
      .filter(Boolean)
      .map((dep) => `${dep}.js`),
  ];
  // (The idle start's own chunks come with it, whatever the page holds.)
  const idle = staticChunksOf('idle-start');
  const inView = new Set(filesOf('accordion'));
  const far = [...new Set(['video', 'button', 'calendar'].flatMap(filesOf))].filter((file) => !inView.has(file) && !idle.has(file));
  // In request order: chunk files, the rendering call, and the moment siteInitialized was set.
  const order: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/dist/chunks/') || path.startsWith('/api/widget/')) order.push(path.split('/').pop()!);
  });
  await page.exposeFunction('__initialized', (states: string[]) => order.push(`INITIALIZED ${states.join(' ')}`));
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.documentElement?.dataset.siteInitialized !== 'true') return;
      observer.disconnect();
      // Read in the same task: the idle sweep cannot have started a far block.
      (window as TestWindow).__initialized!(window.SiteRuntime!.blocks().map((b) => `${b.id}:${b.state}`));
    }).observe(document, { attributes: true, attributeFilter: ['data-site-initialized'], subtree: true });
  });
  // The accordion's chunk is held until the far blocks' chunks have been asked for (5 s at most):
  // siteInitialized waits for the accordion, so they are asked for before it, not after.
  let missing: string[] = [];
  await page.route(new RegExp(`/dist/chunks/accordion-${build}\\.js$`), async (route) => {
    await expect
      .poll(() => far.filter((file) => !order.includes(file)), { timeout: 5_000 })
      .toEqual([])
      .catch(() => undefined);
    missing = far.filter((file) => !order.includes(file));
    await route.continue();
  });
  await page.goto('/fixtures/blocks/preload-all.html');
  await page.waitForFunction(() => document.documentElement.dataset.siteInitialized === 'true');
  expect(missing).toEqual([]);
  await expect.poll(() => order.findIndex((entry) => entry.startsWith('INITIALIZED'))).toBeGreaterThan(-1);
  const initialized = order.findIndex((entry) => entry.startsWith('INITIALIZED'));
  // Mounting order as before: only the block in view is ready; the far ones wait to come near or for the idle sweep.
  expect(order[initialized]).toBe('INITIALIZED block-faq:ready block-video:pending block-button:pending block-calendar:pending');
  // The view's chunks were asked for first.
  const lastInView = Math.max(...[...inView].map((file) => order.indexOf(file)));
  expect(Math.min(...far.map((file) => order.indexOf(file)))).toBeGreaterThan(lastInView);
  await expect
    .poll(() => page.evaluate(() => window.SiteRuntime!.blocks().map((b) => b.state)), { timeout: 15_000 })
    .toEqual(['ready', 'ready', 'ready', 'ready']);
  await expect(page.locator('#block-calendar')).toContainText(/Server rendering of the \d+ widget/);
  // Every chunk was on its way before siteInitialized: the calendar's rendering call,
  // made when it mounts, waited for no chunk (its data layer arrived with its widget).
  expect(order.slice(initialized + 1)).toEqual(['GetWidgetRendering']);
  // The far types' chunks were asked for at low priority.
  expect(
    await page.evaluate(() =>
      [...document.querySelectorAll('link[rel=modulepreload][fetchpriority=low]')].map((l) => (l as HTMLLinkElement).href.split('/').pop()),
    ),
  ).toEqual(expect.arrayContaining(far));
});
