// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { mount, signedIn } from '../../../../widgets/user-account-link/index.ts';

const MARKUP = `<div class="user-accounts-link header-nav-item" data-controller="UserAccountLink"><a class="user-accounts-text-link" href="#"><span class="unauth">Login</span><span class="auth">Account</span></a></div>`;

function link(): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = MARKUP;
  document.body.append(host);
  return host.firstElementChild as HTMLElement;
}

describe('UserAccountLink', () => {
  it('signed out: "Login" shown, "Account" hidden, loaded, the link opens a dialog; cleanup puts the server markup back', () => {
    const wrapper = link();
    const before = wrapper.outerHTML;
    const cleanup = mount(wrapper);
    expect(wrapper.classList.contains('loaded')).toBe(true);
    expect(wrapper.querySelector('.unauth')!.hasAttribute('hidden')).toBe(false);
    expect(wrapper.querySelector('.auth')!.hasAttribute('hidden')).toBe(true);
    expect(wrapper.querySelector('a')!.getAttribute('aria-haspopup')).toBe('dialog');
    cleanup?.();
    expect(wrapper.outerHTML).toBe(before);
  });

  it('a login relabels every mounted link, and one mounted later starts signed in', () => {
    const a = link();
    const b = link();
    const cleanups = [mount(a), mount(b)];
    signedIn();
    for (const wrapper of [a, b]) {
      expect(wrapper.querySelector('.unauth')!.hasAttribute('hidden')).toBe(true);
      expect(wrapper.querySelector('.auth')!.hasAttribute('hidden')).toBe(false);
      expect(wrapper.querySelector('a')!.hasAttribute('aria-haspopup')).toBe(false);
    }
    const c = link();
    mount(c);
    expect(c.querySelector('.auth')!.hasAttribute('hidden')).toBe(false);
    cleanups.forEach((cleanup) => cleanup?.());
  });

  it('markup without the text link: nothing done', () => {
    const wrapper = document.createElement('div');
    mount(wrapper);
    expect(wrapper.classList.contains('loaded')).toBe(false);
  });
});
