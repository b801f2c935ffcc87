/**
 * The burger's accessible name: the server puts both titles in the button as
 * hidden spans (`js-header-burger-open-title`, `js-header-burger-close-title`),
 * so without script the button has no name at all. The one for the state is
 * given as `aria-label`; English when a span is missing.
 */
export function burgerLabel(burger: Element, open: boolean): string {
  const title = burger.querySelector(open ? '.js-header-burger-close-title' : '.js-header-burger-open-title');
  return title?.textContent?.trim() || (open ? 'Close Menu' : 'Open Menu');
}
