// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { pinUrl, start } from '../../../../modules/pinterest-overlay/index.ts';
import { moduleContext } from '../context.ts';

const page =
  '<main><img id="big" src="/big.jpg" alt="Big" width="400" height="300"><img id="small" src="/s.jpg" alt="" width="40" height="40"><img id="nopin" data-pin-nopin src="/n.jpg" width="400" height="300" alt=""></main>';
afterEach(() => (document.body.innerHTML = ''));

describe('the Pinterest overlay', () => {
  it("mode 'auto': a pin link over large content images only, opened safely", () => {
    document.body.innerHTML = page;
    start(moduleContext('pinterest-overlay', { websiteSettings: { pinterestOverlayOptions: { mode: 'auto' } } }));
    const links = document.querySelectorAll<HTMLAnchorElement>('.sqs-pin-it');
    expect(links).toHaveLength(1);
    expect(links[0]!.previousElementSibling!.id).toBe('big');
    expect(links[0]!.href).toBe(pinUrl(`${location.origin}/big.jpg`, location.href, 'Big'));
    expect(links[0]!.rel).toBe('noopener noreferrer');
    expect(links[0]!.textContent).toBe('Save to Pinterest');
  });
  it("mode 'disabled' or unknown: nothing", () => {
    document.body.innerHTML = page;
    start(moduleContext('pinterest-overlay', { websiteSettings: { pinterestOverlayOptions: { mode: 'disabled' } } }));
    start(moduleContext('pinterest-overlay', { websiteSettings: { pinterestOverlayOptions: { mode: '<x>' } } }));
    expect(document.querySelector('.sqs-pin-it')).toBeNull();
    expect(document.documentElement.dataset.pinterestOverlay).toBe('disabled');
  });
});
