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
 * Which Chromium to drive: `CHROMIUM_PATH` if set, else Debian's
 * /usr/bin/chromium, else Playwright's own browser where one is installed.
 * With none, fail with one line saying how to get one.
 */
export function chromiumLaunchOptions(): { executablePath?: string; args: string[] } {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((path) => path && existsSync(path));
  if (found) return { executablePath: found, args: FLAGS };
  let bundled = '';
  try {
    bundled = chromium.executablePath();
  } catch {
    // no bundled browser registered
  }
  if (bundled && existsSync(bundled)) return { args: FLAGS };
  throw new Error('No Chromium found: install one (`apt-get install chromium`, or `npx playwright install chromium`) or set CHROMIUM_PATH to its executable.');
}
