import { mkdtempSync, readdirSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { startServer } from './fixtures/server.ts';
import { chromiumLaunchOptions } from './test/e2e/support/browser.ts';
import { buildEager } from './bench/eager/build-eager.ts';
import { writeBenchPages } from './bench/pages.ts';
const root = process.cwd();
const widgets = readdirSync(join(root, 'widgets')).filter((n) => existsSync(join(root, 'widgets', n, 'index.ts')));
const scratch = mkdtempSync(join(tmpdir(), 'probe-'));
writeBenchPages(root, scratch, widgets);
await buildEager(root, join(scratch, '__eager'));
const server = await startServer({ port: 0, fixturesDir: scratch });
const browser = await chromium.launch(chromiumLaunchOptions());
for (const path of (process.env.PAGES ?? 'blocks/platform').split(',')) for (const way of ['', '.eager']) {
  const context = await browser.newContext(); const page = await context.newPage();
  const cdp = await context.newCDPSession(page); await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 40, downloadThroughput: 2560000, uploadThroughput: 2560000 });
  const t0 = Date.now(); const rows: string[] = [];
  page.on('requestfinished', (r) => rows.push(`${String(Date.now() - t0).padStart(5)} ${r.resourceType().padEnd(10)} ${r.url().replace(server.url, '')}`));
  await page.goto(`${server.url}/fixtures/${path}${way}.html`);
  await page.waitForLoadState('networkidle');
  const ready = await page.evaluate(() => (window as any).SiteRuntime?.blocks().map((b: any) => b.state).join(','));
  console.log(`\n== ${path}${way} (${rows.length} requests)`); console.log(rows.join('\n'));
  await context.close();
}
await browser.close(); await server.close();
