/**
 * The events page module (docs/behaviour/page-modules.md#events): each event of an
 * event list is marked past or upcoming by its end, and its dates are
 * written in the visitor's language (the catalogue's locale).
 */
import type { ModuleCleanup, PageModuleContext } from '../../src/page-module.ts';
import { getLocale } from '../../src/catalogue/index.ts';
import { warn } from '../../src/log.ts';

/** A moment from an attribute: epoch milliseconds or an ISO 8601 date; NaN when neither. */
export function momentOf(value: string | null): number {
  if (value === null || !value.trim()) return NaN;
  return /^\d+$/.test(value.trim()) ? Number(value) : Date.parse(value);
}

/** Marks the events that asked; `now` is injectable for tests. */
export function start({ elements }: PageModuleContext, now: number = Date.now()): ModuleCleanup {
  const format = new Intl.DateTimeFormat(getLocale(), { dateStyle: 'full', timeStyle: 'short' });
  const marked: Element[] = [];
  for (const event of elements) {
    const end = momentOf(event.getAttribute('data-end'));
    if (Number.isNaN(end)) {
      warn(`event ${event.id ? `#${event.id}` : ''} has no usable data-end; left as it is`);
      continue;
    }
    event.classList.add(end < now ? 'eventlist-event--past' : 'eventlist-event--upcoming');
    for (const time of event.querySelectorAll('time[datetime]')) {
      const moment = momentOf(time.getAttribute('datetime'));
      if (!Number.isNaN(moment)) time.textContent = format.format(moment);
    }
    marked.push(event);
  }
  return () => marked.forEach((event) => event.classList.remove('eventlist-event--past', 'eventlist-event--upcoming'));
}
