// @vitest-environment node
/**
 * `site-runtime check` as a template author runs it: on the fixture pages
 * (a clean platform page, the broken-blocks page) and on a page written
 * here with a platform block whose data is wrong, through the real bin.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const run = promisify(execFile);

async function check(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['bin/site-runtime.mjs', 'check', ...args], { cwd: ROOT });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}

// Concurrent: each case waits mostly on its own node and tsx starting up, which overlap.
describe.concurrent('site-runtime check', () => {
  it('passes a page whose blocks are all valid, and says how many it checked', async ({ expect }) => {
    const { code, stdout, stderr } = await check('fixtures/pages/blocks/platform.html');
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^\d+ blocks in 1 file: no problems\n$/);
    expect(Number(stderr.split(' ')[0])).toBeGreaterThanOrEqual(3);
    expect(code).toBe(0);
  }, 60_000); // each case starts node and tsx: seconds on a busy machine

  it('names each broken block by file, line, id, type and field, and exits 1', async ({ expect }) => {
    const { code, stdout } = await check('fixtures/pages/blocks/broken.html', '--register', 'greeting', '--register', 'ticker', '--register', 'promo-banner');
    expect(stdout.split('\n').filter(Boolean)).toEqual([
      'fixtures/pages/blocks/broken.html:16 block #block-bad-json (video): data-block-json: not valid JSON at line 16, column 77 of the file (Unexpected end of JSON input)',
      'fixtures/pages/blocks/broken.html:19 block #block-unknown (carousel-3d): data-block: unknown block type "carousel-3d"',
      'fixtures/pages/blocks/broken.html:22 block #block-bad-schema (form): formId: invalid block data: required: Sent as formId with every submission; the form cannot be sent without it; for example "formId": "…" (docs/block-schemas.md#form)',
      'fixtures/pages/blocks/broken.html:22 block #block-bad-schema (form): formSubmitButtonText: expected text, got 7; the default is used',
    ]);
    expect(code).toBe(1);
  }, 60_000); // each case starts node and tsx: seconds on a busy machine

  it('finds platform blocks by number, numbers blocks without an id as the runtime does, and leaves widgetless types alone', async ({ expect }) => {
    const dir = mkdtempSync(join(tmpdir(), 'check-'));
    const page = join(dir, 'page.html');
    writeFileSync(
      page,
      [
        '<!doctype html><body>',
        '<div class="sqs-block video-block sqs-block-video" data-block-type="32" data-block-json="{&quot;mode&quot;:&quot;stretch&quot;}"><div class="sqs-block-content"></div></div>',
        '<div class="sqs-block html-block" data-block-type="2" data-block-json="{not json"></div>',
        '<div class="sqs-block" data-block-type="32" data-block="video" id="v2" data-block-json="[1]"></div>',
        '<div data-block="video"><script type="application/json" data-block-json>{"overlay": 3}</script></div>',
      ].join('\n'),
    );
    const { code, stdout } = await check('--json', page);
    const report = JSON.parse(stdout) as { files: number; blocks: number; problems: { line: number; id: string; type: string; field: string }[] };
    expect(report.files).toBe(1);
    expect(report.blocks).toBe(3);
    expect(report.problems.map(({ line, id, type, field }) => `${line} ${id} ${type} ${field}`)).toEqual([
      '2 video-1 video mode',
      '4 v2 video (root)',
      '5 video-2 video overlay',
    ]);
    expect(code).toBe(1);
  }, 60_000); // each case starts node and tsx: seconds on a busy machine

  it('reads a declared block leniently: every problem of a block, in sentences, warnings apart from refusals (issue 22)', async ({ expect }) => {
    const { code, stdout } = await check('--json', 'fixtures/pages/lenient/gallery.html', 'fixtures/pages/lenient/form.html');
    const report = JSON.parse(stdout) as { problems: { id: string; field: string; message: string; severity: string }[] };
    expect(report.problems.map(({ id, field, message, severity }) => `${severity} ${id} ${field}: ${message}`)).toEqual([
      'warning block-mosaic design: expected one of stacked, slideshow, slider, grid, autogrid, autocolumns, autorows, list, carousel, strip, got "mosaic"; the default is used',
      'warning block-negative slidesPerRow: expected a number of at least 1, got -3; the default is used',
      'warning block-null autoplay: expected true or false, got null; the default is used',
      'warning block-form-real formFields.1.type: expected one of name, phone, address, date, time, likert, checkbox, radio, select, hidden, text, textarea, email, number, website, currency, password, twitter, section, got "hologram" (the item is left out)',
      'error block-form-no-id formId: invalid block data: required: Sent as formId with every submission; the form cannot be sent without it; for example "formId": "…" (docs/block-schemas.md#form)',
    ]);
    expect(code).toBe(1);
  }, 60_000); // each case starts node and tsx: seconds on a busy machine

  it("reads the fields a gallery design's chunk reads later (the slideshow's four, the click-through's newWindow), with the console's words", async ({
    expect,
  }) => {
    const dir = mkdtempSync(join(tmpdir(), 'check-'));
    const page = join(dir, 'page.html');
    const data = { design: 'slideshow', mixedContent: 'yes', 'thumbnail-strip-margin': -4, 'meta-position': 'middle', vSize: 2.5, newWindow: 'sometimes' };
    writeFileSync(
      page,
      `<!doctype html><body><div data-block="gallery" id="g" data-block-json='${JSON.stringify(data)}'><div class="sqs-gallery-container"></div></div>`,
    );
    const { code, stdout } = await check('--json', page);
    const report = JSON.parse(stdout) as { problems: { field: string; severity: string }[] };
    expect(report.problems.map(({ field, severity }) => `${severity} ${field}`)).toEqual(
      ['mixedContent', 'thumbnail-strip-margin', 'meta-position', 'vSize', 'newWindow'].map((f) => `warning ${f}`),
    );
    expect(code).toBe(1);
  }, 60_000); // each case starts node and tsx: seconds on a busy machine

  it('exits 2 with the usage on no pages, and on a file it cannot read', async ({ expect }) => {
    expect((await check()).code).toBe(2);
    const missing = await check('no/such/page.html');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('no/such/page.html: cannot read (ENOENT)');
  }, 60_000); // each case starts node and tsx: seconds on a busy machine
});
