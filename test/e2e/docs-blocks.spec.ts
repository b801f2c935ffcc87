/**
 * docs/blocks/ as a template author uses it: a page built only from the
 * docs' own code blocks (the skeleton in docs/blocks/README.md, every
 * block page's markup, both forms) mounts every block, and each does its
 * main thing there.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

const docs = path.join(process.cwd(), 'docs/blocks');
const codeBlocks = (file: string): string[] => [...readFileSync(path.join(docs, file), 'utf8').matchAll(/```html\n([\s\S]*?)\n```/g)].map((m) => m[1]!);

const skeleton = codeBlocks('README.md')[0]!;
const pages = readdirSync(docs).filter((f) => f.endsWith('.md') && f !== 'README.md').sort();
const blocks = pages.flatMap((file) => codeBlocks(file).map((html, i) => ({ name: `${file.replace(/\.md$/, '')}#${i + 1}`, html })));
// Each example in a wrapper named after its page, so a failure says which one.
const pageHtml = skeleton.replace('<!-- blocks -->', blocks.map(({ name, html }) => `<div class="docs-example" data-example="${name}">\n${html}\n</div>`).join('\n'));

/** Serves the built page on the QA server's origin, beside the fixtures the examples' images and stand-ins live in. */
async function openDocsPage(page: Page): Promise<void> {
  await page.route('**/fixtures/docs-blocks.html', (route) => route.fulfill({ contentType: 'text/html', body: pageHtml }));
  await page.goto('/fixtures/docs-blocks.html');
}

test('the docs print both forms of every block, and a page of only them mounts each one', async ({ page }) => {
  expect(pages.length).toBeGreaterThan(30);
  expect(blocks.length).toBeGreaterThan(pages.length);
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await openDocsPage(page);
  const examples = page.locator('.docs-example');
  await expect(examples).toHaveCount(blocks.length);
  // Scrolled through, so blocks that wait to be in view mount too.
  for (let i = 0; i < blocks.length; i++) await examples.nth(i).evaluate((el) => el.scrollIntoView());
  // Every example's own element is a block, and every block on the page (the ones inside them too) is ready.
  const states = async () => page.evaluate(() => [
    ...[...document.querySelectorAll('.docs-example')].map((el) => `${el.getAttribute('data-example')}: ${el.firstElementChild?.getAttribute('data-block-state')}`),
    ...[...document.querySelectorAll('.docs-example > * [data-block-state]')].map((el) => `${el.closest('.docs-example')!.getAttribute('data-example')} inner: ${el.getAttribute('data-block-state')}`),
  ].filter((line) => !line.endsWith(': ready')));
  await expect.poll(states, { timeout: 20_000 }).toEqual([]);
  expect(errors).toEqual([]);
});

/** What a visitor does with a block, and what must follow, on the docs' own markup (the block page's first example). */
const MAIN_THING: Record<string, (page: Page, block: Locator) => Promise<void>> = {
  accordion: async (_page, block) => {
    const closed = block.locator('button[aria-expanded="false"]').first();
    await closed.press('Enter');
    await expect(block.locator('button[aria-expanded="true"]')).not.toHaveCount(0);
  },
  chart: async (_page, block) => {
    await expect(block.getByRole('img', { name: 'Loaves sold per quarter' }).locator('svg rect.sqs-chart-bar')).toHaveCount(8);
  },
  form: async (_page, block) => {
    await block.getByRole('button', { name: 'Send' }).click();
    await expect(block.getByText('required', { exact: false }).first()).toBeVisible();
    await block.getByLabel('Email').fill('reader@example.com');
    await block.getByRole('button', { name: 'Send' }).click();
    await expect(block.getByRole('status')).not.toBeEmpty();
  },
  gallery: async (page, block) => {
    await block.locator('.slide').first().click();
    await expect(page.getByRole('dialog', { name: 'Image viewer' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Image viewer' })).toHaveCount(0);
  },
  menu: async (_page, block) => {
    await block.getByRole('tab', { name: 'Lunch' }).click();
    await expect(block.getByRole('tab', { name: 'Lunch' })).toHaveAttribute('aria-selected', 'true');
    await expect(block.getByRole('tabpanel')).toContainText('Soup of the day');
  },
  'member-area': async (_page, block) => {
    const side = await block.locator('[data-pricing-option][aria-pressed="false"]').first().getAttribute('data-pricing-option');
    const unpressed = block.locator(`[data-pricing-option="${side}"]`);
    await unpressed.click();
    await expect(unpressed).toHaveAttribute('aria-pressed', 'true');
  },
  video: async (_page, block) => {
    await block.getByRole('button').first().click();
    await expect(block.locator('iframe')).toHaveCount(1);
  },
  map: async (_page, block) => {
    // The docs' page has no maps key: the address and a link to a maps site, as the page says.
    await expect(block.getByRole('link', { name: 'Open in a maps site' })).toBeVisible();
    await expect(block).toContainText('12 Baker Street');
  },
  'user-account-link': async (_page, block) => {
    await expect(block).toHaveClass(/\bloaded\b/);
  },
  'list-section': async (_page, block) => {
    // The look is the site stylesheet's (not on this page); the carousel's position is the runtime's.
    const previous = block.locator('.user-items-list-carousel__arrow-button--left');
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await block.locator('.user-items-list-carousel__arrow-button--right').click();
    await expect(previous).toHaveAttribute('aria-disabled', 'false');
  },
  'scaled-text': async (_page, block) => {
    const line = block.locator('p').first();
    expect(await line.evaluate((p) => p.scrollWidth <= (p.parentElement?.clientWidth ?? 0) + 1)).toBe(true);
  },
};
// The provider-script blocks run their stand-in; the server-rendered ones show the mock backend's rendering.
for (const name of ['acuity', 'fivehundredpix', 'flickr', 'instagram', 'soundcloud', 'zola']) {
  MAIN_THING[name] = async (_page, block) => expect(block).toContainText(`Rendered by the ${name} stand-in`);
}
for (const name of ['audio', 'calendar', 'collection-link', 'search', 'tour-dates']) {
  MAIN_THING[name] = async (_page, block) => expect(block).toContainText(/Server rendering of the \d+ widget/);
}

test('on a page of only the docs\' markup, each block does its main thing for a visitor', async ({ page }) => {
  test.setTimeout(90_000);
  await openDocsPage(page);
  for (const [name, check] of Object.entries(MAIN_THING)) {
    await test.step(name, async () => {
      expect(pages, `docs/blocks/${name}.md`).toContain(`${name}.md`);
      const block = page.locator(`[data-example="${name}#1"] > *`);
      await block.evaluate((el) => el.scrollIntoView());
      await expect(block).toHaveAttribute('data-block-state', 'ready', { timeout: 15_000 });
      await check(page, block);
    });
  }
});
