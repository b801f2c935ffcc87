import { chromium, expect } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { routeCorpus } from '/work/wt-forms/tools/corpus/routes.ts';
import { settleCorpusPage } from '/work/wt-forms/tools/corpus/load-page.ts';
import { probes as formProbes } from '/work/wt-forms/widgets/form/probe.ts';
import { probes as newsProbes } from '/work/wt-forms/widgets/newsletter/probe.ts';

const DIR = '/work/shared/real-pages';
const origin = 'http://127.0.0.1:4413';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const file of ['05-kalaby-portfolio.html', '08-squaremoon-moonies.html']) {
  for (const width of [1280, 390]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    page.on('popup', (popup) => { console.log('  (the page\'s own onclick opened a popup window)'); void popup.close(); });
    const errors: string[] = [];
    page.on('console', (m) => (m.type() === 'error' || m.text().startsWith('[site-runtime]')) && errors.push(`${m.type()}: ${m.text()}`));
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
    const files = new Map<string, number>();
    page.on('response', async (r) => {
      const url = r.url().split('?')[0]!;
      if (!url.startsWith(`${origin}/dist/`)) return;
      try { files.set(url.split('/').pop()!, gzipSync(await r.body(), { level: 9 }).length); } catch {}
    });
    await routeCorpus(page, DIR, origin);
    await settleCorpusPage(page, origin, file);
    await page.waitForTimeout(1000);
    const sum = () => [...files.values()].reduce((a, b) => a + b, 0);
    const before = sum();
    const beforeCount = files.size;
    const react = [...files.keys()].some((f) => f.startsWith('react-vendor'));
    console.log(`${file} @${width}: first view ${before} B gzip in ${beforeCount} runtime files; React: ${react}`);
    const handle = page.locator(formProbes[0]!.selector);
    console.log(`  handles: ${await handle.count()}, in-place forms: ${await page.locator(formProbes[1]!.selector).count()}, newsletters: ${await page.locator(newsProbes[0]!.selector).count()}`);
    for (let i = 0; i < await handle.count(); i += 1) {
      try { await formProbes[0]!.run({ page, target: handle.nth(i), width }); console.log('  probe (lightbox): ok'); } catch (e) { console.log(`  probe (lightbox) FAILED: ${(e as Error).message}`); }
    }
    await page.waitForTimeout(1500);
    console.log(`  after opening: ${sum()} B gzip in ${files.size} files (+${sum() - before} B)`);
    await handle.first().click();
    const dialog = page.locator('[role=dialog][aria-modal=true]');
    await expect(dialog.locator('form')).toBeVisible();
    console.log(`  dialog name: ${await dialog.getAttribute('aria-labelledby').then((id) => page.locator(`#${id}`).textContent())}, focused: ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 90))}`);
    await page.screenshot({ path: `/tmp/forms-shots/${file.slice(0, 2)}-${width}-open.png` });
    await dialog.getByRole('button', { name: /send|submit/i }).click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/forms-shots/${file.slice(0, 2)}-${width}-errors.png` });
    console.log(`  summary links: ${JSON.stringify(await dialog.locator('.form-summary__list a').allTextContents())}`);
    await page.keyboard.press('Escape');
    console.log(`  errors: ${JSON.stringify(errors)}`);
    await page.close();
  }
}
await browser.close();
