// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { start, upcomingDates } from '../../../../modules/tour-dates/index.ts';
import { moduleContext } from '../context.ts';

const NOW = Date.UTC(2026, 10, 23);

describe('tour dates', () => {
  it('lists upcoming shows soonest first, with safe ticket links', () => {
    document.body.innerHTML = `<div class="sqs-tour-dates"><script type="application/json">${JSON.stringify([
      { date: '2027-01-10', venue: 'Hall B', city: 'Leeds', ticketUrl: 'https://tickets.test/b' },
      { date: '2026-12-01', venue: 'Hall A', city: 'York', ticketUrl: 'javascript:alert(1)' },
      { date: '2026-01-01', venue: 'Old show' },
    ])}</script></div>`;
    start(moduleContext('tour-dates', {}, [document.querySelector('.sqs-tour-dates')!]), NOW);
    const items = document.querySelectorAll('li');
    expect([...items].map((li) => li.textContent)).toEqual(['Dec 1, 2026 Hall A, York ', 'Jan 10, 2027 Hall B, Leeds Tickets']);
    const link = items[1]!.querySelector('a')!;
    expect(link.rel).toBe('noopener noreferrer');
    expect(items[0]!.querySelector('a')).toBeNull();
  });
  it('says so when none is upcoming; bad JSON is a warning', () => {
    expect(upcomingDates([], NOW)).toEqual([]);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML =
      '<div class="sqs-tour-dates" id="t"><script type="application/json">{oops</script></div><div class="sqs-tour-dates"><script type="application/json">[]</script></div>';
    start(moduleContext('tour-dates', {}, [...document.querySelectorAll('.sqs-tour-dates')]), NOW);
    expect(warn).toHaveBeenCalled();
    expect(document.querySelector('.sqs-tour-dates-list')!.textContent).toBe('No upcoming dates.');
  });
});
