/**
 * The header's visitor probes (tools/probes/types.ts; docs/behaviour/header.md#header-menu and
 * docs/behaviour/header.md#header-folders): the burger opens and closes the phone menu; a folder in the
 * phone menu opens its panel without navigating and Back returns to the list; on the desktop a
 * folder's drop-down opens on hover and on keyboard focus. Read only by tests and tools.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { VisitorProbe } from '../../../tools/probes/types.ts';

/** The burger: a press opens the phone menu, a second press closes it. */
const burgerProbe: VisitorProbe = {
  feature: 'the burger opens and closes the phone menu',
  selector: '[data-controller="Header"]:has(.header-burger-btn):has(.header-menu)',
  widths: [390],
  limit: 1,
  async run({ target }) {
    // The header has a desktop and a mobile copy of the burger; the visitor presses the one shown.
    const burger = target.locator('.header-burger-btn:visible').first();
    await expect(burger, 'no burger is shown at a phone width').toBeVisible();
    const link = target.locator('.header-menu a[href]');
    await burger.click();
    await expect(link.filter({ visible: true }).first(), 'the phone menu stayed hidden after a press on the burger').toBeVisible();
    await target.locator('.header-burger-btn:visible').first().click();
    await expect(link.filter({ visible: true }), 'the phone menu stayed open after a second press on the burger').toHaveCount(0);
  },
};

/** The stylesheet's slide is 600 ms; a little over a second is plenty for a panel to come in. */
const SETTLE_MS = 2_000;

/** Whether an element's box is (mostly) within the viewport: a panel slides in from the side. */
const inView = (target: Locator): Promise<boolean> =>
  target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const middle = box.left + box.width / 2;
    return box.width > 0 && box.height > 0 && middle >= 0 && middle <= innerWidth;
  });

/** Waits until `check` holds, or throws `message` (the stylesheet's transitions take their time). */
async function until(check: () => Promise<boolean>, message: string): Promise<void> {
  try {
    await expect.poll(check, { timeout: SETTLE_MS }).toBe(true);
  } catch {
    throw new Error(message);
  }
}

/** A tap on `target`, as a visitor makes it; throws naming `what` when something covers it or the page is inert. */
async function press(target: Locator, what: string): Promise<void> {
  try {
    await target.click({ noWaitAfter: true, timeout: SETTLE_MS * 2 });
  } catch {
    throw new Error(`${what} could not be pressed: something covers it, or the page is inert`);
  }
}

const menuOpen = (page: Page): Promise<boolean> => page.locator('body').evaluate((body) => body.classList.contains('header--menu-open'));

/** Opens the phone menu with the burger the visitor sees, unless it is open. */
async function openMenu(page: Page): Promise<void> {
  if (await menuOpen(page)) return;
  await press(page.locator('.header-burger-btn:visible').first(), 'the burger');
  await until(() => menuOpen(page), 'the burger did not open the menu');
}

/** Closes the phone menu with the burger (now its close button). */
async function closeMenu(page: Page): Promise<void> {
  if (!(await menuOpen(page))) return;
  await press(page.locator('.header-burger-btn:visible').first(), 'the burger');
  await until(async () => !(await menuOpen(page)), 'the burger did not close the menu');
}

/** The phone menu's folder: a tap opens its panel, Back returns to the list, and nothing navigates. */
const phoneFolder: VisitorProbe = {
  feature: 'a folder in the phone menu opens its sub-menu, and Back returns to the list',
  selector: '.header-menu a[data-folder-id]',
  widths: [390],
  async run({ page, target }) {
    const id = (await target.getAttribute('data-folder-id'))!;
    const panel = page.locator(`.header-menu [data-folder="${id.replace(/["\\]/g, '\\$&')}"]`);
    const url = page.url();
    await openMenu(page);
    await until(() => inView(target), `the folder "${id}" is not in view in the open menu`);
    await press(target, `the folder "${id}"`);
    await until(() => inView(panel), `a tap on the folder "${id}" did not bring its sub-menu into view`).catch((error: Error) => {
      throw page.url() === url ? error : new Error(`a tap on the folder "${id}" followed its link to ${page.url()}`);
    });
    if (page.url() !== url) throw new Error(`a tap on the folder "${id}" followed its link to ${page.url()}`);
    const back = panel.locator('[data-action="back"]');
    if (await back.count()) {
      await press(back.first(), `Back in the folder "${id}"`);
      await until(() => inView(target), `Back in the folder "${id}" did not return to the list`);
      if (page.url() !== url) throw new Error(`Back in the folder "${id}" followed its link to ${page.url()}`);
    }
    await closeMenu(page);
  },
};

/** The desktop navigation's folder: its drop-down shows on hover and while one of its items has keyboard focus. */
const desktopDropdown: VisitorProbe = {
  feature: 'a folder in the desktop navigation opens its drop-down on hover and on keyboard focus',
  selector: '.header-display-desktop .header-nav-item--folder',
  widths: [1280],
  async run({ page, target }) {
    const content = target.locator('.header-nav-folder-content');
    const title = target.locator('.header-nav-folder-title');
    if (!(await title.isVisible())) return; // a layout that shows no desktop navigation at this width
    const shown = () => content.evaluate((element) => getComputedStyle(element).opacity === '1');
    // The pointer over the title, as a visitor moves it (the open drop-down may then cover the title's middle,
    // which Playwright's hover would take for a covered target).
    const box = (await title.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await until(shown, 'hovering the folder did not show its drop-down');
    await page.mouse.move(0, (page.viewportSize()?.height ?? 800) - 1);
    await until(async () => !(await shown()), 'the drop-down stayed open after the pointer left');
    const first = content.locator('a[href]').first();
    await first.focus();
    await until(shown, 'keyboard focus on an item of the folder did not show its drop-down');
    await first.blur();
  },
};

/** Every probe of the header. */
export const probes: VisitorProbe[] = [burgerProbe, phoneFolder, desktopDropdown];
