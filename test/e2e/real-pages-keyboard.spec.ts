/**
 * Issue 43, "Done means": a keyboard-only walk over the given real pages
 * (`../shared/real-pages/`, loaded as the corpus loads them: tools/corpus/)
 * at 1280 and 390 px.
 *
 * - Tab goes through every focus stop of the page until focus comes back to
 *   the first: no stop on `<body>` (after the last stop Chromium takes focus
 *   out of the page, which reads `<body>` until the next Tab: that one stop is
 *   the walk leaving the page, not a lost focus), every stop can be seen and
 *   its focus shows (an outline, or the site's own focus style); a frame's
 *   focus is its own document's to draw.
 * - One control of each kind the walk met (neither a link nor a field: the
 *   platform's own) is pressed with Enter: it changes the page or moves
 *   focus, and focus is not on `<body>` after it. What it opens (a dialog, a
 *   menu, an accordion item, a lightbox, the form's errors) is scanned with
 *   axe, then closed with Escape (focus back where it was) or, for an
 *   accordion item, Space.
 * - A popup shown or waiting for its timer is brought in with the clock,
 *   scanned and closed; the cookie banner is scanned and answered last, with
 *   Enter, and focus stays in the page.
 *
 * axe (WCAG 2.2 AA rules) scans the open part only (the dialog, the menu, the
 * opened item), so what it reports is what that state brought; the sites' own
 * findings elsewhere on the page are not the runtime's, and neither is a
 * colour contrast on the server's own markup in the site's own colours
 * (annotated as the site's). The walk is bounded (250 Tab presses) and acts on
 * one control per kind, so a page with many of one control costs one press.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { CORPUS_WIDTHS } from '../../tools/corpus/corpus.ts';
import { settleCorpusPage, watchPage } from '../../tools/corpus/load-page.ts';
import { routeCorpus } from '../../tools/corpus/routes.ts';
import { attributeOf, focusById, focusStop, settled, waitForChange, walkPage, watchChanges, type FocusStop } from './support/keyboard-walk.ts';
import { expect, test, type Page } from './support/test.ts';

const DIR = join(fileURLToPath(new URL('../..', import.meta.url)), '..', 'shared', 'real-pages');
const PAGES = existsSync(DIR)
  ? readdirSync(DIR)
      .filter((file) => file.endsWith('.html'))
      .sort()
  : [];
const BANNER = '[aria-label="Cookie consent"]';
/** The rules of WCAG 2.2 AA, which the issue measures against. */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** Where an open state lives: a modal dialog, the phone menus, the popup. */
const LAYERS = '[aria-modal="true"], .header-menu, #overlayNav, .sqs-popup-overlay';

/** What the sites' own markup and colours gave axe in the states walked: reported, not the runtime's. */
const siteOwn: string[] = [];

/**
 * Whether each selector finds an element in the page as the server sent it
 * (the focus-visible marker the runtime adds left out): such an element and
 * the site's stylesheet make its colours, not the runtime.
 */
async function served(page: Page, targets: string[]): Promise<boolean[]> {
  return page.evaluate(async (selectors) => {
    const html = await (await fetch(location.href)).text();
    const doc = new DOMParser().parseFromString(html, 'text/html');
    return selectors.map((selector) => {
      try {
        return !!doc.querySelector(selector.replace(/\.focus-visible\b|\[data-focus-visible-added(="")?\]/g, ':is(*)'));
      } catch {
        return false;
      }
    });
  }, targets);
}

/**
 * What axe finds in one open state, as `rule: target`. A colour contrast on
 * an element of the server's markup is the site's palette (reported in
 * `siteOwn`); anything else is the runtime's.
 */
async function scan(page: Page, include: string): Promise<string[]> {
  // A state is scanned once it has settled: mid-fade, text over a half-drawn backdrop measures as low contrast.
  await settled(page);
  const { violations } = await new AxeBuilder({ page })
    .include(include)
    .options({ iframes: false, runOnly: { type: 'tag', values: WCAG } })
    .analyze();
  const found = violations.flatMap((violation) => violation.nodes.map((node) => ({ rule: violation.id, target: node.target.join(' ') })));
  const fromServer = await served(
    page,
    found.map((finding) => finding.target),
  );
  const site = found.filter((finding, i) => finding.rule === 'color-contrast' && fromServer[i]);
  siteOwn.push(...site.map((finding) => `${finding.rule}: ${finding.target}`));
  return found.filter((finding) => !site.includes(finding)).map((finding) => `${finding.rule}: ${finding.target}`);
}

/** The open layer a press brought up, as a selector axe can include, or '' when none is shown. */
async function openLayer(page: Page): Promise<string> {
  return page.evaluate((selector) => {
    const shown = [...document.querySelectorAll<HTMLElement>(selector)].find(
      (element) => element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && element.getBoundingClientRect().height > 0,
    );
    if (!shown) return '';
    shown.dataset.walkOpen = '';
    return '[data-walk-open]';
  }, LAYERS);
}

/** After Enter on a form's submit with its fields empty: the error summary takes focus, axe finds nothing in the form, and its first link takes focus to its field. */
async function formErrors(page: Page, within: string, report: Record<string, string[]>, label: string): Promise<void> {
  const summary = page.locator(`${within} .form-summary--top`);
  await expect(summary).toBeFocused();
  report[`${label}: form errors`] = await scan(page, within);
  await summary.getByRole('link').first().focus();
  await page.keyboard.press('Enter');
  expect.soft((await focusStop(page)).where, 'an error summary link takes focus to its field').toMatch(/^(input|textarea|select)/);
}

/** Submits the form inside `within` (a dialog) with Enter on its submit button, if it has one. */
async function submitInside(page: Page, within: string, report: Record<string, string[]>, label: string): Promise<void> {
  const submit = page.locator(`${within} form [type="submit"]`).first();
  if (!(await submit.count())) return;
  await submit.focus();
  await page.keyboard.press('Enter');
  await formErrors(page, within, report, label);
}

/** Presses Enter on one control of a kind and checks what it does, scanning with axe what it opened. */
async function act(page: Page, stop: FocusStop, report: Record<string, string[]>): Promise<void> {
  await focusById(page, stop.id);
  const submit = await page.evaluate(() => {
    const block = document.activeElement?.matches('.sqs-block-form form [type="submit"]') ? document.activeElement.closest('.sqs-block-form') : null;
    block?.setAttribute('data-walk-form', '');
    return !!block;
  });
  await watchChanges(page);
  const expanded = () => attributeOf(page, stop.id, 'aria-expanded');
  await page.keyboard.press('Enter');
  await waitForChange(page, 3_000).catch(() => expect.soft(stop.where, 'a control that does nothing on Enter').toBe(''));
  await settled(page);
  const after = await focusStop(page);
  expect.soft(after.body, `focus on <body> after Enter on ${stop.where}`).toBe(false);
  if (submit) return formErrors(page, '[data-walk-form]', report, stop.kind);
  // A control that says it opens a dialog (the form's lightbox handle) may first load what the
  // dialog needs: the dialog, and its content done being busy, are waited for, so it cannot open
  // late over the next control's press.
  if ((await attributeOf(page, stop.id, 'aria-haspopup')) === 'dialog') {
    await expect.poll(() => openLayer(page), `the dialog ${stop.where} opens`).not.toBe('');
    await expect(page.locator('[data-walk-open] [aria-busy="true"]')).toHaveCount(0);
  }
  const layer = await openLayer(page);
  if (layer) {
    report[stop.kind] = await scan(page, layer);
    await submitInside(page, layer, report, stop.kind);
    await page.keyboard.press('Escape');
    await expect(page.locator(layer)).toBeHidden();
    await page.evaluate(() => document.querySelector('[data-walk-open]')?.removeAttribute('data-walk-open'));
    expect.soft((await focusStop(page)).id, `Escape puts focus back on ${stop.where}`).toBe(stop.id);
  } else if ((await expanded()) === 'true') {
    const controls = await attributeOf(page, stop.id, 'aria-controls');
    if (controls) report[stop.kind] = await scan(page, `[id="${controls}"]`);
    await focusById(page, stop.id);
    await page.keyboard.press('Space');
    await expect.poll(expanded, `Space closes what Enter opened on ${stop.where}`).toBe('false');
  }
}

test.describe('real pages by keyboard', () => {
  test.skip(!PAGES.length, `no saved real pages in ${DIR}`);
  // One load, a walk of up to 90 stops and a few axe scans per test: a page's corpus test has 120 s.
  test.describe.configure({ timeout: 60_000 });

  for (const file of PAGES) {
    for (const width of CORPUS_WIDTHS) {
      test(`${file} at ${width} px: Tab walks every stop, each visible; each kind of control acts; axe finds nothing in what opens`, async ({
        page,
        baseURL,
      }) => {
        const t0 = Date.now();
        await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
        const origin = new URL(baseURL!).origin;
        await routeCorpus(page, DIR, origin);
        await page.clock.install();
        const seen = watchPage(page, origin);
        await settleCorpusPage(page, origin, file);

        const { stops } = await walkPage(page);
        test.info().annotations.push({ type: 'focus stops', description: String(stops.length) });
        expect(stops.length, 'the walk meets focus stops').toBeGreaterThan(3);
        expect.soft(stops.filter((stop) => stop.body).length, 'focus on <body> in the middle of the walk').toBe(0);
        expect
          .soft(
            stops.filter((stop) => !stop.frame && !stop.visible).map((stop) => stop.where),
            'focus stops nobody can see',
          )
          .toEqual([]);
        expect
          .soft(
            stops.filter((stop) => !stop.frame && !stop.shown).map((stop) => stop.where),
            'focus stops whose focus does not show',
          )
          .toEqual([]);

        const report: Record<string, string[]> = {};
        const kinds = new Map<string, FocusStop>();
        for (const stop of stops) if (stop.kind && !kinds.has(stop.kind)) kinds.set(stop.kind, stop);
        const inBanner = async (stop: FocusStop) => {
          await focusById(page, stop.id);
          return page.evaluate((selector) => !!document.activeElement?.closest(selector), BANNER);
        };
        for (const stop of kinds.values()) {
          if (await inBanner(stop)) continue;
          await act(page, stop, report);
          test.info().annotations.push({ type: 'acted on', description: stop.where });
        }

        // The popup (docs/behaviour/popup-overlay.md): one its settings show now or after a timer is brought in with the clock.
        const popupState = (await page.locator('html').getAttribute('data-popup-overlay')) ?? '';
        if (popupState === 'show' || popupState.startsWith('waiting-for-timer')) {
          if (popupState !== 'show') await page.clock.runFor(120_000);
          const popup = page.locator('.sqs-popup-overlay');
          await expect(popup).toBeVisible();
          report['popup'] = await scan(page, '.sqs-popup-overlay');
          await page.keyboard.press('Escape');
          await expect(popup).toBeHidden();
          expect.soft((await focusStop(page)).body, 'focus on <body> after the popup closed').toBe(false);
        }

        const accept = page.locator(BANNER).getByRole('button', { name: /accept/i });
        if (await accept.count()) {
          report['cookie banner'] = await scan(page, BANNER);
          await accept.focus();
          await page.keyboard.press('Enter');
          await expect(page.locator(BANNER)).toBeHidden();
          expect.soft((await focusStop(page)).body, 'focus on <body> after the banner was accepted').toBe(false);
        }

        test.info().annotations.push({ type: 'axe', description: JSON.stringify(report) });
        test.info().annotations.push({ type: "the site's own", description: siteOwn.splice(0).join('; ') });
        test.info().annotations.push({ type: 'time', description: `${Date.now() - t0} ms` });
        expect
          .soft(
            Object.entries(report).filter(([, found]) => found.length),
            'axe violations in the states a press opened',
          )
          .toEqual([]);
        expect(seen.console.errors, 'runtime console errors').toEqual([]);
      });
    }
  }
});
