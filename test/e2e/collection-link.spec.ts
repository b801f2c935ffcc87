/**
 * Collection-link blocks (12, docs/behaviour/content-blocks.md#collection-link): the
 * server's links are the content. The block is taken up and its markup is
 * kept exactly as served; nothing asks for a server rendering (issue 35:
 * the links were replaced by one).
 */
import { probes } from '../../widgets/collection-link/test/probe.ts';
import { recordedRequests } from './support/qa.ts';
import { expect, test } from './support/test.ts';

test("collection-link blocks keep the server's links, and ask for no rendering", async ({ page }) => {
  await page.goto('/fixtures/blocks/collection-link.html');
  const served = await page.locator('#block-collection-links .sqs-block-content').evaluate((content) => content.innerHTML);
  for (const id of ['block-collection-links', 'block-collection-one']) await expect(page.locator(`#${id}`)).toHaveAttribute('data-block-state', 'ready');
  await expect(page.locator('html')).toHaveAttribute('data-site-services', 'ready');
  const links = page.locator('#block-collection-links').getByRole('link');
  await expect(links).toHaveText(['Spring prints', 'Harbour maps', 'Gift cards']);
  await expect(page.getByRole('link', { name: 'Read the journal' })).toHaveAttribute('href', '/journal');
  expect(await page.locator('#block-collection-links .sqs-block-content').evaluate((content) => content.innerHTML)).toBe(served);
  expect(await recordedRequests(page.request, '/api/widget/GetWidgetRendering')).toEqual([]);
  for (const probe of probes)
    for (const id of ['block-collection-links', 'block-collection-one']) await probe.run({ page, target: page.locator(`#${id}`), width: 1280 });
});
