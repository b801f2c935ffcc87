import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** Flags that keep Chromium quiet on a machine with no network but loopback. */
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Debian's headless-only build of the same Chromium (package `chromium-headless-shell`), the kind
 * Playwright drives by default. The full browser in headless mode starts its own browser-UI pages
 * with every context: on 2 cores the e2e suite took 1.85-2.2 times as long with it (README.md, "Run it").
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
/** Debian's full browser, what a visitor runs. */
const FULL = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/**
 * Which Chromium to drive: `CHROMIUM_PATH` if set; else Debian's headless shell where installed
 * (for tests and the corpus), or first its full browser for `full` (the benches, which time what a
 * visitor's browser does); else the other one; else Playwright's own browser where one is installed.
 * With none, fail with one line saying how to get one.
 */
export function chromiumLaunchOptions({ full = false } = {}): { executablePath?: string; args: string[] } {
  const debian = full ? [...FULL, HEADLESS_SHELL] : [HEADLESS_SHELL, ...FULL];
  const found = [process.env.CHROMIUM_PATH, ...debian].find((path) => path && existsSync(path));
  if (found) return { executablePath: found, args: FLAGS };
  let bundled = '';
  try {
    bundled = chromium.executablePath();
  } catch {
    // no bundled browser registered
  }
  if (bundled && existsSync(bundled)) return { args: FLAGS };
  throw new Error(
    'No Chromium found: install one (`apt-get install chromium-headless-shell chromium`, or `npx playwright install chromium`) or set CHROMIUM_PATH to its executable.',
  );
}
