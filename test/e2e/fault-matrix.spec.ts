/**
 * The fault matrix (README, "Faults"): every fault the runtime must survive,
 * one at a time, against one page (fixtures/pages/faults/matrix.html) that
 * holds working blocks (an accordion, a video, a newsletter) beside broken
 * ones. Each case asserts that nothing is lost (broken blocks keep their
 * server markup, typed input stays) and that the rest of the page works.
 */
import type { Page } from '@playwright/test';
import { mockedRoutes } from '../../fixtures/server/mock-api.ts';
import { collectConsole, recordedRequests, resetQa, respondWith } from './support/qa.ts';
import { settled } from './support/keyboard-walk.ts';
import { expect, test } from './support/test.ts';

const PAGE = '/fixtures/faults/matrix.html';
const SAVE = '/api/form/SaveFormSubmission';
const WORKING = ['block-faq', 'block-video', 'block-news'];
/** The broken blocks as served, and what the console says about each. */
const BROKEN: Record<string, string> = {
  'block-bad-json': '(type "video"), field "data-block-json": not valid JSON',
  'block-truncated': '(type "video"), field "data-block-json": not valid JSON',
  'block-unknown': '(type "carousel-3d"), field "data-block": unknown block type "carousel-3d"',
  'block-throws-mount': '(type "ticker"): widget threw while mounting: ticker feed is unavailable',
};

test.beforeEach(async ({ request }) => {
  await resetQa(request);
});

async function open(page: Page, url = PAGE): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.siteInitialized === 'true');
}

/** The inner HTML of a block exactly as the server sent it. */
async function servedMarkup(page: Page, id: string): Promise<string> {
  const html = await (await page.request.get(PAGE)).text();
  return page.evaluate(([html, id]) => new DOMParser().parseFromString(html, 'text/html').getElementById(id)!.innerHTML, [html, id] as const);
}

/** The working blocks are ready and act: the accordion opens, the newsletter checks an email without a call. */
async function expectPageWorks(page: Page, working = WORKING): Promise<void> {
  for (const id of working) await expect(page.locator(`#${id}`), id).toHaveAttribute('data-block-state', 'ready');
  if (working.includes('block-faq')) {
    const toggle = page.locator('#block-faq .accordion-item__click-target');
    const was = await toggle.getAttribute('aria-expanded');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', was === 'true' ? 'false' : 'true');
    // The item's height animates and moves what is below it: the newsletter is pressed where it comes to rest.
    await settled(page);
  }
  if (working.includes('block-news')) {
    const news = page.locator('#block-news');
    await news.getByLabel('Email Address').fill('nope');
    await news.getByRole('button', { name: 'Sign Up' }).click();
    await expect(news.getByRole('alert')).toHaveText('Email is not valid. Email addresses should follow the format name@example.com.');
  }
}

test('as served: bad and truncated JSON, an unknown type and a throwing mount keep their markup and are named; the rest works', async ({ page }) => {
  const { messages, pageErrors } = collectConsole(page);
  await open(page);
  for (const [id, text] of Object.entries(BROKEN)) {
    const block = page.locator(`#${id}`);
    await expect(block).toHaveAttribute('data-block-state', 'error');
    expect(await block.innerHTML(), id).toBe(await servedMarkup(page, id));
    expect(messages.find((m) => m.type === 'error' && m.text.includes(`block #${id} `))?.text, id).toContain(text);
  }
  await expectPageWorks(page);
  await page.screenshot({ path: '/tmp/shots/fault-matrix.png', fullPage: true });
  expect(pageErrors).toEqual([]);
});

test('a widget whose cleanup throws: removing it is logged naming it, and blocks still come and go', async ({ page }) => {
  const { messages, pageErrors } = collectConsole(page);
  await open(page);
  await expect(page.locator('#block-throws-cleanup')).toHaveAttribute('data-block-state', 'ready');
  await page.evaluate(() => document.getElementById('block-throws-cleanup')!.remove());
  await expect.poll(() => messages.find((m) => m.text.includes('block #block-throws-cleanup (type "sticky-note"): cleanup threw'))?.type).toBe('error');
  await page.evaluate(() => {
    const late = document.createElement('div');
    late.id = 'block-late';
    late.setAttribute('data-block', 'sticky-note');
    document.querySelector('main')!.prepend(late);
  });
  await expect(page.locator('#block-late .sticky-note')).toHaveText('Mounted; my cleanup throws.');
  await expectPageWorks(page);
  expect(pageErrors).toEqual([]);
});

for (const status of [404, 500]) {
  test(`a widget chunk answering ${status}: retried once, that type's block keeps its markup, the others work`, async ({ page }) => {
    const { messages } = collectConsole(page);
    const attempts: string[] = [];
    await page.route('**/dist/chunks/accordion-*.js*', (route) => {
      attempts.push(route.request().url());
      return route.fulfill({ status, body: 'no' });
    });
    await open(page);
    await expect(page.locator('#block-faq')).toHaveAttribute('data-block-state', 'error');
    expect(await page.locator('#block-faq').innerHTML()).toBe(await servedMarkup(page, 'block-faq'));
    expect(attempts).toHaveLength(2);
    expect(messages.find((m) => m.text.includes('block #block-faq '))?.text).toContain('(type "accordion"): chunk failed to load after one retry');
    await expectPageWorks(page, ['block-video', 'block-news']);
  });
}

test('a widget chunk answering 404 after its early request has already failed: still one request and one retry, never three', async ({ page }) => {
  // The order that cost a third request: the loader's early request (modulepreload) fails
  // before the blocks runtime imports the chunk. The blocks runtime is held until then.
  const attempts: string[] = [];
  let preloadFailed!: () => void;
  const failed = new Promise<void>((resolve) => (preloadFailed = resolve));
  // (A module fetch answered 404 ends as a failed request.)
  page.on('requestfailed', (request) => request.url().includes('/chunks/accordion-') && preloadFailed());
  await page.route('**/dist/chunks/accordion-*.js*', (route) => {
    attempts.push(route.request().url());
    return route.fulfill({ status: 404, body: 'no' });
  });
  await page.route('**/dist/chunks/site-blocks-*.js', async (route) => {
    await failed;
    return route.continue();
  });
  await open(page);
  await expect(page.locator('#block-faq')).toHaveAttribute('data-block-state', 'error');
  expect(attempts.map((url) => new URL(url).search)).toEqual(['', '?retry=1']);
  await expectPageWorks(page, ['block-video', 'block-news']);
});

test('a widget chunk that never answers: the block ends in error after the load limit, the others work', async ({ page }) => {
  await page.route('**/dist/chunks/accordion-*.js*', () => {});
  await page.clock.install();
  await page.goto(PAGE);
  // The others arrive first (in real time): the jump below must only run out the hung chunk's limit.
  for (const id of ['block-video', 'block-news']) await expect(page.locator(`#${id}`)).toHaveAttribute('data-block-state', 'ready');
  await expect(page.locator('#block-faq')).toHaveAttribute('data-block-state', 'loading');
  await page.clock.runFor(30_000);
  await expect(page.locator('#block-faq')).toHaveAttribute('data-block-state', 'error');
  await expect(page.locator('html')).toHaveAttribute('data-site-initialized', 'true');
  await expectPageWorks(page, ['block-video', 'block-news']);
});

test('the blocks runtime chunk failing: every block keeps its server markup, the page is still marked initialized', async ({ page }) => {
  const { messages, pageErrors } = collectConsole(page);
  await page.route('**/dist/chunks/site-blocks-*.js*', (route) => route.fulfill({ status: 500, body: 'no' }));
  await open(page);
  for (const id of [...WORKING, ...Object.keys(BROKEN)]) {
    await expect(page.locator(`#${id}`)).toHaveAttribute('data-block-state', 'error');
    // The block-animation page module still marks animated elements it reveals: a page module, not the block.
    const html = (await page.locator(`#${id}`).innerHTML()).replaceAll(' animation-loaded', '');
    expect(html, id).toBe(await servedMarkup(page, id));
  }
  expect(messages.filter((m) => m.type === 'error' && m.text.includes('the blocks runtime failed to load: blocks keep their server markup'))).toHaveLength(1);
  expect(pageErrors).toEqual([]);
});

/** Every call the mock serves (the documented tables), so each call the runtime makes gets the fault. */
const CALLS = mockedRoutes()
  .map((route) => route.split(' ')[1]!)
  .filter((path) => !path.includes('{'));

for (const fault of [400, 401, 403, 404, 429, 500, 502, 503, 'hung'] as const) {
  test(`every API call answering ${fault}: the page loads and works; a subscription shows a message and keeps the email`, async ({ page, request }) => {
    const { pageErrors } = collectConsole(page);
    for (const path of new Set(CALLS)) {
      await respondWith(request, {
        method: '*',
        path,
        status: fault === 'hung' ? 200 : fault,
        body: { error: 'Scripted fault.' },
        delayMs: fault === 'hung' ? 10 * 60_000 : 0,
        times: 0,
      });
    }
    await open(page);
    await expectPageWorks(page);
    // The faults were met: the page's own calls reached the server.
    expect((await recordedRequests(request)).length).toBeGreaterThan(0);

    const news = page.locator('#block-news');
    await news.getByLabel('Email Address').fill('reader@example.com');
    if (fault === 'hung') await page.clock.install();
    await news.getByRole('button', { name: 'Sign Up' }).click();
    if (fault === 'hung') await page.clock.runFor(1600); // the block's data-submit-timeout-ms
    await expect(news.getByRole('alert')).not.toHaveText('');
    await expect(news.getByRole('alert')).toBeVisible();
    await expect(news.getByLabel('Email Address')).toHaveValue('reader@example.com');
    await expect(news.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
    expect(pageErrors).toEqual([]);
  });
}

test('storage and cookies disabled (localStorage and sessionStorage throw, cookies ignored): the page works', async ({ page }) => {
  const { pageErrors } = collectConsole(page);
  await page.addInitScript(() => {
    const refuse = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    Object.defineProperty(window, 'localStorage', { get: refuse });
    Object.defineProperty(window, 'sessionStorage', { get: refuse });
    Object.defineProperty(Document.prototype, 'cookie', { get: () => '', set: () => {} });
  });
  await open(page);
  await expectPageWorks(page);
  expect(pageErrors).toEqual([]);
});

test('under a strict CSP: no violation, the page works', async ({ page, request }) => {
  await request.delete('/__qa/csp-reports');
  await open(page, `${PAGE}?csp=strict`);
  await expectPageWorks(page);
  const reports = JSON.stringify(await (await request.get('/__qa/csp-reports')).json());
  expect(reports).not.toContain('faults/matrix');
});

test('the loader run twice: a warning, nothing mounts twice', async ({ page }) => {
  const { messages } = collectConsole(page);
  await open(page);
  const count = await page.evaluate(() => window.SiteRuntime!.blocks().length);
  await page.addScriptTag({ url: '/dist/loader.js' });
  await expect
    .poll(() => messages.filter((m) => m.type === 'warning' && m.text.includes('loader.js ran a second time on this page: that run is ignored')).length)
    .toBe(1);
  expect(await page.evaluate(() => window.SiteRuntime!.blocks().length)).toBe(count);
  await expectPageWorks(page); // one click toggles once: a second enhancement would toggle it back
});

// The page script's object is replaced without a warning: the loader's bytes went to the
// guard that reads only an own data property inside a try (docs/security.md#start-up).
test('window.SiteRuntime already defined by the page: the runtime still starts and takes the name', async ({ page }) => {
  const { pageErrors } = collectConsole(page);
  await page.addInitScript(() => ((window as unknown as { SiteRuntime: unknown }).SiteRuntime = { mine: true }));
  await open(page);
  await expectPageWorks(page);
  expect(await page.evaluate(() => typeof window.SiteRuntime!.register === 'function' && !('mine' in window.SiteRuntime!))).toBe(true);
  expect(pageErrors).toEqual([]);
});

test('a site context getter that throws: defaults, a warning, and the page works', async ({ page }) => {
  const { messages, pageErrors } = collectConsole(page);
  await page.addInitScript(() =>
    Object.defineProperty(window, 'Static', {
      get() {
        throw new Error('context getter exploded');
      },
    }),
  );
  await page.route('**/fixtures/faults/matrix.html', async (route) => {
    const body = (await (await route.fetch()).text()).replace(/<script type="application\/json" id="site-context">[^<]*<\/script>/, '');
    await route.fulfill({ body, contentType: 'text/html' });
  });
  await open(page);
  await expectPageWorks(page);
  expect(messages.some((m) => m.type === 'warning' && m.text.startsWith('[site-runtime]'))).toBe(true);
  expect(pageErrors).toEqual([]);
});

test('a block removed while its chunk loads: never mounted, nothing thrown, the others work', async ({ page }) => {
  const { pageErrors } = collectConsole(page);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/dist/chunks/video-*.js*', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(PAGE);
  await expect(page.locator('#block-video')).toHaveAttribute('data-block-state', 'loading');
  const markup = await page.locator('#block-video').innerHTML();
  await page.evaluate(() => {
    const video = document.getElementById('block-video')!;
    (window as unknown as { removed: Element }).removed = video;
    video.remove();
  });
  release();
  await page.waitForFunction(() => document.documentElement.dataset.siteInitialized === 'true');
  await expectPageWorks(page, ['block-faq', 'block-news']);
  const removed = await page.evaluate(() => {
    const video = (window as unknown as { removed: HTMLElement }).removed;
    return { state: video.dataset.blockState, html: video.innerHTML };
  });
  expect(removed.state).not.toBe('ready');
  expect(removed.html).toBe(markup);
  expect(pageErrors).toEqual([]);
});

test('a failed subscription never loses the email, at any status', async ({ page }) => {
  await open(page);
  const news = page.locator('#block-news');
  const email = news.getByLabel('Email Address');
  await email.fill('reader@example.com');
  for (const [status, text] of [
    [401, 'Unable to submit form. Please try again later.'],
    [404, 'This form has not been configured yet.'],
    [429, 'Unable to submit form. Submission rate limit exceeded. Please try again later.'],
    [500, 'Unable to send form. Please try again later.'],
  ] as const) {
    await respondWith(page.request, { method: 'POST', path: SAVE, status, body: {}, times: 1 });
    await news.getByRole('button', { name: 'Sign Up' }).click();
    await expect(news.getByRole('alert'), String(status)).toHaveText(text);
    await expect(email).toHaveValue('reader@example.com');
  }
});
