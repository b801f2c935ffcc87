import type { Page } from '@playwright/test';

/**
 * The titles of the slides a visitor sees: inside the box of `holder` (the
 * element that clips the row), and not inert.
 */
export const shownTitles = (page: Page, holder: string, slides: string): Promise<string[]> =>
  page.evaluate(
    ([holder, slides]) => {
      const box = document.querySelector(holder)!.getBoundingClientRect();
      return [...document.querySelectorAll<HTMLElement>(slides)]
        .filter((slide) => {
          const r = slide.getBoundingClientRect();
          return !slide.inert && r.left >= box.left - 1 && r.right <= box.right + 1;
        })
        .map((slide) => slide.querySelector('.list-item-content__title')!.textContent!.trim());
    },
    [holder, slides] as const,
  );
