/**
 * A keyboard visitor's walk over a page (issue 43): Tab from the top through
 * every focus stop until focus comes back to the first, reading at each stop
 * where focus is, whether the element can be seen, and whether its focus
 * shows. Used by real-pages-keyboard.spec.ts.
 */
import type { Page } from '@playwright/test';

/** One focus stop of the walk. */
export interface FocusStop {
  /** A number the walk gives each element it meets (the same element, the same number). */
  id: number;
  /** Tag, id, classes and name: enough for a reader to find it. */
  where: string;
  /** Focus is on `<body>` (or nowhere). */
  body: boolean;
  /** Focus is in an embedded frame, whose own document draws its focus. */
  frame: boolean;
  /** The element is rendered, not transparent, not `visibility: hidden`. */
  visible: boolean;
  /** Focus shows: an outline, or any change of the element's look (or its ::before/::after) against it unfocused. */
  shown: boolean;
  /** For a control that is neither a link nor a field: what kind it is (tag, role, first class), to act on one of each kind. */
  kind: string;
}

/** In the page: reads the focused element as a {@link FocusStop}. */
function readStop(): FocusStop {
  const win = window as unknown as { walkIds?: WeakMap<Element, number>; walkCount?: number };
  win.walkIds ??= new WeakMap();
  const element = document.activeElement as HTMLElement | null;
  const none = { id: 0, where: 'body', body: true, frame: false, visible: false, shown: false, kind: '' };
  if (!element || element === document.body || element === document.documentElement) return none;
  if (!win.walkIds.has(element)) win.walkIds.set(element, (win.walkCount = (win.walkCount ?? 0) + 1));
  const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
  const where = `${element.localName}${element.id ? '#' + element.id : ''}${[...element.classList]
    .slice(0, 2)
    .map((c) => '.' + c)
    .join('')} "${name}"`;
  const id = win.walkIds.get(element)!;
  const frame = element.localName === 'iframe';
  const visible = element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  const look = () =>
    [null, '::before', '::after']
      .map((pseudo) => {
        const style = getComputedStyle(element, pseudo);
        const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 ? `outline ${style.outlineColor}` : '';
        return [
          outline,
          style.boxShadow,
          style.color,
          style.backgroundColor,
          style.borderColor,
          style.textDecorationLine,
          style.opacity,
          style.content,
          style.transform,
        ].join('|');
      })
      .join('/');
  // Links go where they go, fields take typing, a frame or a media element has controls of its own.
  // A submit in a form of the site's own (an embedded CRM form) sends it where its action says: the browser's.
  const ownSubmit =
    (element as HTMLButtonElement).form && (element as HTMLButtonElement).type === 'submit' && !element.closest('.sqs-block-form, .form-wrapper');
  const control =
    !ownSubmit &&
    !element.matches(
      'a[href], input:not([type=checkbox], [type=radio], [type=button], [type=submit]), textarea, select, iframe, video, audio, [contenteditable]',
    );
  const role = element.getAttribute('role');
  const kind = control ? `${element.localName}${role ? `[role=${role}]` : ''}${element.classList[0] ? '.' + element.classList[0] : ''}` : '';
  const focused = look();
  if (focused.startsWith('outline')) return { id, where, body: false, frame, visible, shown: true, kind };
  // The site's own focus style: the element's look with focus moved away for a moment.
  const holder = document.createElement('span');
  holder.tabIndex = -1;
  holder.style.position = 'fixed';
  document.body.append(holder);
  holder.focus({ preventScroll: true });
  const blurred = look();
  element.focus({ preventScroll: true });
  holder.remove();
  return { id, where, body: false, frame, visible, shown: focused !== blurred, kind };
}

/** Reads where focus is now. */
export const focusStop = (page: Page): Promise<FocusStop> => page.evaluate(readStop);

/**
 * Tabs from the top of the page until focus is back on the first stop (or
 * `limit` presses). After the last stop Chromium takes focus out of the page
 * to its own interface, and the page reads `<body>`: that one stop, before
 * focus wraps round to the first, is the walk leaving the page, reported as `left`.
 */
export async function walkPage(page: Page, limit = 250): Promise<{ stops: FocusStop[]; left: boolean }> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const stops: FocusStop[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const stop = await focusStop(page);
    if (stop.id && stop.id === stops[0]?.id) break;
    stops.push(stop);
  }
  const left = stops.length > 1 && !!stops.at(-1)?.body;
  return { stops: left ? stops.slice(0, -1) : stops, left };
}

/** The walk's element `id`'s attribute `name` (null when it has none). */
export async function attributeOf(page: Page, id: number, name: string): Promise<string | null> {
  return page.evaluate(
    ([wanted, attribute]) => {
      const ids = (window as unknown as { walkIds: WeakMap<Element, number> }).walkIds;
      const element = [...document.querySelectorAll('*')].find((candidate) => ids.get(candidate) === wanted);
      return element?.getAttribute(attribute as string) ?? null;
    },
    [id, name] as const,
  );
}

/** Waits until no animation or transition with an end is running (a spinner's never ends): a state is read once it has settled. */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
}

/** Focuses the walk's element `id` (by script: the walk already reached it by Tab). */
export async function focusById(page: Page, id: number): Promise<void> {
  await page.evaluate((wanted) => {
    const ids = (window as unknown as { walkIds: WeakMap<Element, number> }).walkIds;
    const element = [...document.querySelectorAll<HTMLElement>('*')].find((candidate) => ids.get(candidate) === wanted);
    element?.scrollIntoView({ block: 'center' });
    element?.focus();
  }, id);
}

/**
 * Starts counting what a press changes in the page (elements added or
 * removed, attributes other than the focus-visible markers, focus moving).
 */
export async function watchChanges(page: Page): Promise<void> {
  await page.evaluate(() => {
    const win = window as unknown as { walkChanges: number; walkObserver?: MutationObserver; walkFocus: Element | null };
    win.walkObserver?.disconnect();
    win.walkChanges = 0;
    win.walkFocus = document.activeElement;
    win.walkObserver = new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes' && /^(data-focus-visible-added|class)$/.test(record.attributeName ?? '') && record.target === win.walkFocus) continue;
        win.walkChanges++;
      }
    });
    win.walkObserver.observe(document.body, { subtree: true, childList: true, attributes: true });
  });
}

/** Waits (up to `timeout` ms) until the press changed something in the page, or focus moved. */
export async function waitForChange(page: Page, timeout: number): Promise<void> {
  await page.waitForFunction(
    () => {
      const win = window as unknown as { walkChanges: number; walkFocus: Element | null };
      return win.walkChanges > 0 || document.activeElement !== win.walkFocus;
    },
    undefined,
    { timeout },
  );
}
