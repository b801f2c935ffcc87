// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { start, WINDOW_FEATURES } from '../../../../modules/share-buttons/index.ts';
import { shareUrl } from '../../../../modules/share-buttons/share-url.ts';
import { moduleContext } from '../context.ts';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const group = () => {
  document.body.innerHTML = `<div class="sqs-share-buttons" data-url="https://example.com/p?a=1&b=2" data-title="Hello & bye">
    <a data-service="facebook">Facebook</a><a data-service="twitter">X</a><a data-service="email">Email</a><a data-service="constructor">?</a></div>`;
  return [document.querySelector('.sqs-share-buttons')!];
};

describe('share buttons', () => {
  it("point at each provider's share page with the page's url and title encoded", () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    start(moduleContext('share-buttons', {}, group()));
    const [facebook, twitter, email, unknown] = document.querySelectorAll('a');
    expect(facebook!.getAttribute('href')).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fexample.com%2Fp%3Fa%3D1%26b%3D2');
    expect(twitter!.getAttribute('href')).toBe('https://twitter.com/intent/tweet?url=https%3A%2F%2Fexample.com%2Fp%3Fa%3D1%26b%3D2&text=Hello%20%26%20bye');
    expect(email!.getAttribute('href')).toBe('mailto:?subject=Hello%20%26%20bye&body=https%3A%2F%2Fexample.com%2Fp%3Fa%3D1%26b%3D2');
    expect(unknown!.hasAttribute('href')).toBe(false);
    expect(facebook!.rel).toBe('noopener noreferrer');
    expect(email!.hasAttribute('target')).toBe(false);
  });

  it('open in a small window cut off from the page', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    start(moduleContext('share-buttons', {}, group()));
    const facebook = document.querySelector<HTMLAnchorElement>('[data-service=facebook]')!;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    facebook.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(open).toHaveBeenCalledWith(facebook.href, '_blank', WINDOW_FEATURES);
    expect(WINDOW_FEATURES).toContain('noopener');
  });

  it('ignore a javascript: data-url and use the page', () => {
    expect(shareUrl('facebook', { url: 'x', title: '' })).toContain('u=x');
    document.body.innerHTML = '<div class="sqs-share-buttons" data-url="javascript:alert(1)"><a data-service="linkedin">in</a></div>';
    start(moduleContext('share-buttons', {}, [document.querySelector('div')!]));
    expect(document.querySelector('a')!.href).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(location.href)}`);
  });
});
