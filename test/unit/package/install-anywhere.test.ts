// @vitest-environment node
/**
 * The package installs into an author's own folder (README, "Check a page
 * before publishing"): `npm pack`, then `npm install` of the tarball in an
 * empty folder, and `npx site-runtime check`, `serve` and `corpus` run there,
 * on an author's five-block page (fixtures/pages/author/five-blocks.html),
 * with nothing from this clone but the tarball.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const PAGE = join(ROOT, 'fixtures/pages/author/five-blocks.html');
const folder = mkdtempSync(join(tmpdir(), 'author-'));
const npm = (args: string[], cwd: string) =>
  execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } });
/** Runs `npx site-runtime ARGS` in the author's folder: its exit code and everything it printed. */
function siteRuntime(args: string[]): { code: number | null; out: string } {
  const run = spawnSync('npx', ['--no-install', 'site-runtime', ...args], { cwd: folder, encoding: 'utf8' });
  return { code: run.status, out: `${run.stdout}${run.stderr}` };
}

describe('the packed package in an author folder', { timeout: 300_000 }, () => {
  beforeAll(() => {
    npm(['pack', '--pack-destination', folder], ROOT);
    const tarball = readdirSync(folder).find((file) => file.endsWith('.tgz'))!;
    writeFileSync(join(folder, 'package.json'), '{ "name": "my-site", "private": true }\n');
    // Every dependency is already in npm's cache on a machine that installed this clone.
    npm(['install', `./${tarball}`, '--prefer-offline', '--no-audit', '--no-fund'], folder);
    mkdirSync(join(folder, 'site'));
    copyFileSync(PAGE, join(folder, 'site', 'index.html'));
  }, 300_000);
  afterAll(() => rmSync(folder, { recursive: true, force: true }), 60_000);

  it('check reads the page: five blocks, no problem', () => {
    const { code, out } = siteRuntime(['check', 'site/index.html']);
    expect(out).toContain('5 blocks in 1 file: no problems');
    expect(code).toBe(0);
  });

  it('check names a problem and exits 1', () => {
    writeFileSync(join(folder, 'site', 'broken.html'), '<div data-block="map" id="block-map" data-block-json="{oops"></div>');
    const { code, out } = siteRuntime(['check', 'site/broken.html']);
    expect(out).toMatch(/site\/broken\.html:1 block #block-map \(map\)/);
    expect(code).toBe(1);
    rmSync(join(folder, 'site', 'broken.html'));
  });

  it('serve serves the page and the built runtime on the chosen port', async () => {
    // Its own process group: `npx` runs the server as a child, which killing `npx` alone would leave running.
    const server = spawn('npx', ['--no-install', 'site-runtime', 'serve', 'site', '--port', '0'], {
      cwd: folder,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let text = '';
        server.stdout.on('data', (chunk) => {
          text += chunk;
          const match = /Serving on (http:\/\/\S+)/.exec(text);
          if (match) resolve(match[1]!);
        });
        server.on('exit', (code) => reject(new Error(`serve exited with ${code}: ${text}`)));
      });
      const page = await fetch(`${url}/fixtures/index.html`);
      expect(await page.text()).toContain('Fresh bread, every morning');
      const loader = await fetch(`${url}/dist/loader.js`);
      expect(loader.status).toBe(200);
    } finally {
      process.kill(-server.pid!);
    }
  });

  it('corpus loads the page in Chromium: every block ready, exit 0', () => {
    const { code, out } = siteRuntime(['corpus', 'site', '--out', join(folder, 'shots')]);
    expect(out).toMatch(/index\.html/);
    expect(out).toMatch(/no problems/);
    expect(code).toBe(0);
  });
});
