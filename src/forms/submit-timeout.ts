/**
 * Not platform markup: `data-submit-timeout-ms` on a form or newsletter
 * block shortens the 30 s limit on each submission call, so QA pages can
 * show a hung call's failure without waiting. Anything but a positive
 * number is ignored (the default applies).
 */
export function submitTimeoutOf(element: Element): number | undefined {
  const ms = Number(element.getAttribute('data-submit-timeout-ms') ?? '');
  return Number.isFinite(ms) && ms > 0 ? ms : undefined;
}
