/**
 * The popup overlay's visitor probes (tools/probes/types.ts): read by the
 * corpus runner and the e2e specs only. The popup is no server markup: the
 * root's `data-popup-overlay` (docs/behaviour/popup-overlay.md#popup-overlay) is set only
 * where the site's settings loaded the module, so the probe applies there.
 */
import type { VisitorProbe } from '../../../tools/probes/types.ts';

/** The states in which no popup may be on the page (docs/behaviour/popup-overlay.md#popup-display-rules). */
const NOT_SHOWN = /^(waiting-for-|no-content$|style-none$|style-unknown$|not-closed$|page-type$|screenshot$|mobile-disabled$|signed-up$|closed-|failed$)/;

export const probes: VisitorProbe[] = [
  {
    feature: 'the popup shows with its content in a named dialog, or not at all, and closing it gives the page back',
    selector: 'html[data-popup-overlay]',
    limit: 1,
    async run({ page, target }) {
      const state = (await target.getAttribute('data-popup-overlay')) ?? '';
      const dialog = page.locator('.sqs-popup-overlay [role="dialog"]');
      const inert = page.locator('body > [inert]');
      if (NOT_SHOWN.test(state) || state === 'waiting-for-consent') {
        if (await dialog.count()) throw new Error(`a popup dialog is on the page while its state is "${state}"`);
        if (await inert.count()) throw new Error(`the page behind is inert while no popup shows ("${state}")`);
        return;
      }
      if (state !== 'show') throw new Error(`unknown popup state "${state}"`);
      if ((await dialog.count()) !== 1) throw new Error('the popup says "show" but no dialog is on the page');
      const name = await dialog.evaluate((element) => {
        const labelled = element.getAttribute('aria-labelledby');
        return (labelled ? element.ownerDocument.getElementById(labelled)?.textContent : element.getAttribute('aria-label'))?.trim() ?? '';
      });
      if (!name) throw new Error('the popup dialog has no name');
      const content = await dialog.locator('.sqs-popup-overlay-title, .sqs-popup-overlay-body, form, a').count();
      if (!content) throw new Error('the popup shows a close button alone: no title, text, form or button');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached', timeout: 2_000 }).catch(() => {
        throw new Error('Escape did not close the popup');
      });
      if (await inert.count()) throw new Error('the page stayed inert after the popup closed');
      // Focus goes back to where the visitor was: a connected element of the page, never the removed dialog.
      if (!(await target.evaluate((root) => root.ownerDocument.activeElement?.isConnected ?? false))) throw new Error('focus was lost with the closed popup');
    },
  },
];
