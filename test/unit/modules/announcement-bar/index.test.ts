// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { DISMISSED_KEY, start } from '../../../../modules/announcement-bar/index.ts';
import { moduleContext } from '../context.ts';

const settings = { announcementBarSettings: { text: 'Free shipping this week', clickthroughUrl: { url: '/shop', newWindow: true } } };

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

describe('the announcement bar', () => {
  it('shows when the context says so: text, a safe link opened safely, a close button', () => {
    document.body.innerHTML = '<main><a href="/x">first</a></main>';
    start(moduleContext('announcement-bar', { showAnnouncementBar: true, websiteSettings: settings }));
    const bar = document.body.firstElementChild!;
    expect(bar.className).toBe('sqs-announcement-bar');
    expect(bar.getAttribute('role')).toBe('region');
    expect(bar.getAttribute('aria-label')).toBe('Announcement');
    const link = bar.querySelector('a')!;
    expect(link.textContent).toBe('Free shipping this week');
    expect(link.getAttribute('href')).toBe(`${location.origin}/shop`);
    expect(link.rel).toBe('noopener noreferrer');
    expect(bar.querySelector('button')!.getAttribute('aria-label')).toBe('Close Announcement Bar');
  });

  it('shows to a signed-in owner without showAnnouncementBar; not to a visitor', () => {
    start(moduleContext('announcement-bar', { websiteSettings: settings }));
    expect(document.querySelector('.sqs-announcement-bar')).toBeNull();
    start(moduleContext('announcement-bar', { authenticatedAccount: { id: 'owner' }, websiteSettings: settings }));
    expect(document.querySelector('.sqs-announcement-bar')).not.toBeNull();
  });

  it('never writes the text as HTML and drops an unsafe link', () => {
    start(
      moduleContext('announcement-bar', {
        showAnnouncementBar: true,
        websiteSettings: { announcementBarSettings: { text: '<img src=x onerror=alert(1)>', clickthroughUrl: { url: 'javascript:alert(1)' } } },
      }),
    );
    const bar = document.querySelector('.sqs-announcement-bar')!;
    expect(bar.querySelector('img, a')).toBeNull();
    expect(bar.textContent).toContain('<img src=x onerror=alert(1)>');
  });

  it('closing removes it and remembers; it shows again only when the text changes', () => {
    document.body.innerHTML = '<main><a id="first" href="/x">first</a></main>';
    start(moduleContext('announcement-bar', { showAnnouncementBar: true, websiteSettings: settings }));
    document.querySelector<HTMLButtonElement>('.sqs-announcement-bar-close')!.click();
    expect(document.querySelector('.sqs-announcement-bar')).toBeNull();
    expect(document.activeElement!.id).toBe('first');
    expect(localStorage.getItem(DISMISSED_KEY)).toBe('Free shipping this week');
    start(moduleContext('announcement-bar', { showAnnouncementBar: true, websiteSettings: settings }));
    expect(document.querySelector('.sqs-announcement-bar')).toBeNull();
    start(moduleContext('announcement-bar', { showAnnouncementBar: true, websiteSettings: { announcementBarSettings: { text: 'New sale' } } }));
    expect(document.querySelector('.sqs-announcement-bar-text')!.textContent).toBe('New sale');
  });

  it('goes into the template dropzone when there is one; cleanup removes it', () => {
    document.body.innerHTML = '<header><div class="sqs-announcement-bar-dropzone"></div></header>';
    const cleanup = start(moduleContext('announcement-bar', { showAnnouncementBar: true, websiteSettings: settings }));
    expect(document.querySelector('.sqs-announcement-bar-dropzone > .sqs-announcement-bar')).not.toBeNull();
    (cleanup as () => void)();
    expect(document.querySelector('.sqs-announcement-bar')).toBeNull();
  });
});
