/**
 * Runs visitor probes (tools/probes/types.ts) on a loaded page
 * (docs/behaviour/tools.md#corpus): for each probe that applies at the page's
 * width, on each element its selector matches (up to its limit), with a time
 * limit. A probe that throws, or runs out of time, is a broken feature. The
 * page is reloaded (and settled again, by the caller's `reload`) when a probe
 * navigated away, opened a window or left a dialog or a body class behind,
 * so the next probe meets the page as a visitor would. Shared by the corpus
 * command and the real-pages spec.
 */
import type { Page } from '@playwright/test';
import type { OwnedProbe } from './discover.ts';

/** One probe on one element. */
export interface ProbeResult {
  /** The probe's folder name (`header`, `accordion`…). */
  owner: string;
  feature: string;
  /** The element: `#id`, or its tag and classes (then `in #id` of the nearest ancestor with one). */
  target: string;
  width: number;
  ok: boolean;
  /** What the visitor met (the probe's error), empty when it works. */
  message: string;
}

/** How {@link runProbes} runs. */
export interface RunProbesOptions {
  width: number;
  probes: readonly OwnedProbe[];
  /** Loads the page again and waits for it to settle, as it was first loaded. */
  reload(): Promise<void>;
  /** Each probe's time on one element (ms); default 10 s. Playwright actions inside get half. */
  timeout?: number;
}

/** What a probe must not leave changed: where the page is, its open dialogs, the body's classes. */
interface PageState {
  url: string;
  dialogs: number;
  body: string;
}

const DEFAULT_LIMIT = 3;
const DEFAULT_TIMEOUT = 10_000;

const stateOf = (page: Page): Promise<PageState> =>
  page.evaluate(() => ({
    url: location.href,
    dialogs: Array.from(document.querySelectorAll('dialog[open], [role="dialog"], [role="alertdialog"], [aria-modal="true"]')).filter((element) =>
      element.checkVisibility(),
    ).length,
    body: Array.from(document.body.classList).sort().join(' '),
  }));

const sameState = (a: PageState, b: PageState): boolean => a.url === b.url && a.dialogs === b.dialogs && a.body === b.body;

/** The dialogs open on the page, named (a probe that failed under one was likely stopped by it). */
const openDialogs = (page: Page): Promise<string[]> =>
  page
    .evaluate(() =>
      Array.from(document.querySelectorAll('dialog[open], [role="dialog"], [role="alertdialog"], [aria-modal="true"]'))
        .filter((element) => element.checkVisibility())
        .map(
          (element) =>
            `${element.tagName.toLowerCase()}.${element.classList[0] ?? ''}${element.getAttribute('aria-label') ? ` "${element.getAttribute('aria-label')}"` : ''}`,
        ),
    )
    .catch(() => []);

// oxlint-disable-next-line no-control-regex -- Playwright's messages carry ANSI colour codes (ESC [ ... m)
const ANSI_COLOUR = /\u001b\[[0-9;]*m/g;

/**
 * The first line of what a probe threw, without terminal colours; after an
 * `expect` with a message, what it received too (the message says what was
 * checked, the value what the visitor met), and after a click that timed
 * out, what stood in the way (the element inert, or another over it).
 */
export function probeMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const lines = text
    .replace(ANSI_COLOUR, '')
    .split('\n')
    .map((part) => part.trim())
    .filter(Boolean);
  // What stood in the way of a click (an overlay over the page) says more than the time-out.
  const why = lines.find((line, index) => index > 0 && /^(Received|- element is |- .* intercepts pointer events)/.test(line));
  const line = `${lines[0] ?? 'failed'}${why ? ` (${why.replace(/^- /, '').replace(/\s+/g, ' ')})` : ''}`;
  return line.length > 300 ? `${line.slice(0, 297)}...` : line;
}

/** Runs `work`, or rejects after `ms` with a message naming the limit. */
async function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the probe took more than ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, limit]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A short name for the element the locator points at: a block's or
 * controller's `#id`; anything else by its tag and classes, then the block,
 * controller or section it is in (ids the runtime gives, like a panel's, are
 * not the page's, so other ids are not used).
 */
const describeTarget = (page: Page, selector: string, index: number): Promise<string> =>
  page
    .locator(selector)
    .nth(index)
    .evaluate(
      (element) => {
        const OWNERS = '[data-block-type][id], [data-block][id], [data-controller][id]';
        if (element.matches(OWNERS)) return `#${element.id}`;
        const own = `${element.tagName.toLowerCase()}${Array.from(element.classList)
          .slice(0, 2)
          .map((name) => `.${name}`)
          .join('')}`;
        const owner = element.parentElement?.closest(`${OWNERS}, [data-section-id]`);
        if (!owner) return own;
        return `${own} in ${owner.matches(OWNERS) ? `#${owner.id}` : `section ${owner.getAttribute('data-section-id')}`}`;
      },
      undefined,
      { timeout: 2_000 },
    );

/** Runs one probe on its `index`th element; returns whether the page needs loading again. */
async function runOne(page: Page, probe: OwnedProbe, index: number, options: RunProbesOptions, results: ProbeResult[]): Promise<boolean> {
  const timeout = options.timeout ?? DEFAULT_TIMEOUT;
  const result: ProbeResult = {
    owner: probe.owner,
    feature: probe.feature,
    target: `${probe.selector} #${index + 1}`,
    width: options.width,
    ok: true,
    message: '',
  };
  results.push(result);
  let before: PageState | undefined;
  try {
    result.target = await describeTarget(page, probe.selector, index);
    before = await stateOf(page);
    page.setDefaultTimeout(timeout / 2);
    await within(probe.run({ page, target: page.locator(probe.selector).nth(index), width: options.width }), timeout);
  } catch (error) {
    result.ok = false;
    result.message = probeMessage(error);
    const dialogs = await openDialogs(page);
    if (dialogs.length) result.message += ` [open: ${dialogs.join(', ')}]`;
    if (/took more than/.test(result.message)) return true;
  }
  for (const other of page.context().pages()) if (other !== page) await other.close();
  const after = await stateOf(page).catch(() => undefined);
  return !before || !after || !sameState(before, after);
}

/**
 * Loads the page again; a navigation the probe started (a link it followed)
 * may still be under way and interrupt the first try, so it is waited for
 * and the load tried once more.
 */
async function reloadAfter(page: Page, options: RunProbesOptions): Promise<void> {
  try {
    await options.reload();
  } catch {
    await page.waitForLoadState('load').catch(() => undefined);
    await options.reload();
  }
}

/** Runs every probe that applies at `options.width` on `page`; one result per probe and element. */
export async function runProbes(page: Page, options: RunProbesOptions): Promise<ProbeResult[]> {
  const results: ProbeResult[] = [];
  for (const probe of options.probes) {
    if (probe.widths && !probe.widths.includes(options.width)) continue;
    let count: number;
    try {
      count = await page.locator(probe.selector).count();
    } catch (error) {
      results.push({ owner: probe.owner, feature: probe.feature, target: probe.selector, width: options.width, ok: false, message: probeMessage(error) });
      continue;
    }
    for (let index = 0; index < Math.min(count, probe.limit ?? DEFAULT_LIMIT); index++) {
      if (await runOne(page, probe, index, options, results)) await reloadAfter(page, options);
    }
  }
  return results;
}
