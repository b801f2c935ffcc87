/**
 * Whether the stylesheet shows an element: Chromium's `checkVisibility`, and
 * shown where a browser lacks it (a control the stylesheet hides at one width,
 * such as a phone menu's button, is then taken as shown).
 */
export const isShown = (element: HTMLElement): boolean => element.checkVisibility?.() ?? true;
