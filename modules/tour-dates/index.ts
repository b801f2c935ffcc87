/**
 * The tour dates page module (docs/behaviour/content-blocks.md#tour-dates): each
 * `.sqs-tour-dates` lists the upcoming dates from its JSON
 * (`script[type="application/json"]` child: `[{ date, venue, city,
 * ticketUrl }]`), soonest first, dates in the catalogue's locale, ticket
 * links opened in a new window with `noopener`.
 */
import type { ModuleCleanup, PageModuleContext } from '../../src/page-module.ts';
import { getLocale, t } from '../../src/catalogue/index.ts';
import { TOUR_DATES_TEXT } from '../../src/catalogue/en/tour-dates.ts';
import { safeHref } from '../../src/dom/safe-href.ts';
import { warn } from '../../src/log.ts';
import { ownDoc } from '../../src/dom/doc.ts';

/** One show. */
export interface TourDate {
  time: number;
  venue: string;
  city: string;
  ticketUrl?: string;
}

/** The upcoming shows of a JSON list, soonest first; entries without a date or venue are skipped. */
export function upcomingDates(value: unknown, now: number): TourDate[] {
  if (!Array.isArray(value)) throw new Error('expected a list of dates');
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  return value
    .flatMap((entry: unknown) => {
      if (!entry || typeof entry !== 'object') return [];
      const e = entry as Record<string, unknown>;
      const time = typeof e.date === 'string' ? Date.parse(e.date) : NaN;
      if (Number.isNaN(time) || !text(e.venue)) return [];
      const ticketUrl = safeHref(e.ticketUrl);
      return [{ time, venue: text(e.venue), city: text(e.city), ticketUrl: ticketUrl?.startsWith('http') ? ticketUrl : undefined }];
    })
    .filter((show) => show.time >= now)
    .sort((a, b) => a.time - b.time);
}

/** Renders the lists that asked; `now` is injectable for tests. */
export function start({ elements }: PageModuleContext, now: number = Date.now()): ModuleCleanup {
  const format = new Intl.DateTimeFormat(getLocale(), { dateStyle: 'medium' });
  const added: Element[] = [];
  for (const host of elements) {
    let shows: TourDate[];
    try {
      shows = upcomingDates(JSON.parse(host.querySelector('script[type="application/json"]')?.textContent ?? 'null'), now);
    } catch (error) {
      warn(`tour dates ${host.id ? `#${host.id}` : ''}: ${(error as Error).message}; left as it is`);
      continue;
    }
    const list = ownDoc.createElement(shows.length ? 'ul' : 'p');
    list.className = 'sqs-tour-dates-list';
    if (!shows.length) list.textContent = t(TOUR_DATES_TEXT, 'none');
    for (const show of shows) {
      const item = ownDoc.createElement('li');
      const time = ownDoc.createElement('time');
      time.dateTime = new Date(show.time).toISOString();
      time.textContent = format.format(show.time);
      item.append(time, ` ${show.venue}${show.city ? `, ${show.city}` : ''} `);
      if (show.ticketUrl) {
        const link = ownDoc.createElement('a');
        link.href = show.ticketUrl;
        link.target = '_blank';
        link.rel = 'noopener noreferrer';
        link.textContent = t(TOUR_DATES_TEXT, 'tickets');
        link.setAttribute('aria-label', `${t(TOUR_DATES_TEXT, 'tickets')}: ${show.venue}, ${time.textContent}`);
        item.append(link);
      }
      list.append(item);
    }
    host.append(list);
    added.push(list);
  }
  return () => added.forEach((list) => list.remove());
}
