/**
 * Issue 43, "Done means": a keyboard-only walk over the given real pages
 * (`../shared/real-pages/`, loaded as the corpus loads them) at 1280 and
 * 390 px. Tab goes through the page's focus stops in order; at each one the
 * focus is somewhere (never `<body>`) and visible: an outline the site does
 * not hide, or the site's own focus style (any change of outline, shadow,
 * colours, border or underline against the same element unfocused). Enter
 * on the cookie banner's accept leaves focus in the page, not on `<body>`.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { CORPUS_WIDTHS } from '../../tools/corpus/corpus.ts';
import { settleCorpusPage } from '../../tools/corpus/load-page.ts';
import { routeCorpus } from '../../tools/corpus/routes.ts';
import { expect, test } from './support/test.ts';

const DIR = join(fileURLToPath(new URL('../..', import.meta.url)), '..', 'shared', 'real-pages');
const PAGES = existsSync(DIR) ? readdirSync(DIR).filter((file) => file.endsWith('.html')).sort() : [];
/** How many Tab presses a walk takes: the header, the banner and the page's first sections. */
const STOPS = 40;

/** Where focus is, and whether it shows: compared with the same element's look without focus. */
function focusStop(): { where: string; shown: boolean } {
  const element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body || element === document.documentElement) return { where: 'body', shown: false };
  const where = `${element.localName}${element.id ? '#' + element.id : ''}.${[...element.classList].slice(0, 2).join('.')} "${(element.textContent ?? '').trim().slice(0, 30)}"`;
  const look = (style: CSSStyleDeclaration) =>
    [style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 ? 'outline' : '', style.boxShadow, style.color, style.backgroundColor, style.borderColor, style.textDecorationLine, style.opacity].join('|');
  const focused = look(getComputedStyle(element));
  if (focused.startsWith('outline')) return { where, shown: true };
  // The site's own focus style: the element as it looks with focus moved away for a moment.
  const holder = document.createElement('span');
  holder.tabIndex = -1;
  holder.style.position = 'fixed';
  document.body.append(holder);
  holder.focus({ preventScroll: true });
  const blurred = look(getComputedStyle(element));
  element.focus({ preventScroll: true });
  holder.remove();
  return { where, shown: focused !== blurred };
}

async function walk(page: Page): Promise<{ where: string; shown: boolean }[]> {
  const stops: { where: string; shown: boolean }[] = [];
  for (let i = 0; i < STOPS; i++) {
    await page.keyboard.press('Tab');
    stops.push(await page.evaluate(focusStop));
  }
  return stops;
}

test.describe('real pages by keyboard', () => {
  test.skip(!PAGES.length, `no saved real pages in ${DIR}`);
  test.describe.configure({ timeout: 120_000 });

  for (const file of PAGES) {
    for (const width of CORPUS_WIDTHS) {
      test(`${file} at ${width} px: Tab never lands on <body>, and every focus stop shows`, async ({ page, baseURL }) => {
        await page.setViewportSize({ width, height: 800 });
        const origin = new URL(baseURL!).origin;
        await routeCorpus(page, DIR, origin);
        await settleCorpusPage(page, origin, file);
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        const stops = await walk(page);
        expect(stops.filter((stop) => stop.where === 'body'), 'Tab stops on <body>').toEqual([]);
        expect(stops.filter((stop) => !stop.shown).map((stop) => stop.where), 'focus stops that do not show').toEqual([]);
        // The cookie banner, where the page has one: Enter on Accept leaves focus in the page.
        const accept = page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: /accept/i });
        if (await accept.count()) {
          await accept.focus();
          await page.keyboard.press('Enter');
          expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
        }
      });
    }
  }
});
