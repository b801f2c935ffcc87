// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { momentOf, start } from '../../../../modules/events/index.ts';
import { moduleContext } from '../context.ts';

describe('events', () => {
  it('are past or upcoming by their end; dates written in the locale', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = `
      <article class="eventlist-event" id="past" data-end="2026-11-01T20:00:00Z"><time datetime="2026-11-01T18:00:00Z">x</time></article>
      <article class="eventlist-event" id="soon" data-end="${Date.UTC(2026, 11, 1)}"></article>
      <article class="eventlist-event" id="bad" data-end="soon"></article>`;
    start(moduleContext('events', {}, [...document.querySelectorAll('.eventlist-event')]), Date.UTC(2026, 10, 23));
    expect(document.getElementById('past')!.className).toContain('eventlist-event--past');
    expect(document.getElementById('soon')!.className).toContain('eventlist-event--upcoming');
    expect(document.getElementById('bad')!.className).toBe('eventlist-event');
    expect(document.querySelector('time')!.textContent).toBe(
      new Intl.DateTimeFormat('en', { dateStyle: 'full', timeStyle: 'short' }).format(Date.UTC(2026, 10, 1, 18)),
    );
    expect(momentOf('')).toBeNaN();
  });
});
