/**
 * The 7.1 site-user login link (`data-controller="UserAccountLink"`,
 * docs/behaviour/header.md#user-account-link): `.user-accounts-link` >
 * `a.user-accounts-text-link[href="#"]` > `span.unauth` ("Login") +
 * `span.auth` ("Account"). The stylesheet keeps the link transparent until
 * the wrapper is `loaded`; the controller shows the span for the visitor's
 * state and marks it loaded. Signed out, the link opens the login dialog
 * (its code, React with it, is asked for on intent: a pointer over the link
 * or focus on it, else on the first press); once a login on this page has
 * succeeded, every account link on the page says "Account" and leads to
 * the site-user account area (`/account`).
 */
import type { BlockMount, Cleanup } from '../../src/block-context.ts';
import { controller } from '../../src/sections/changes.ts';
import { restoreAttribute } from '../../src/dom/restore-attribute.ts';

/** Where a signed-in site user's account area is. */
const ACCOUNT_PATH = '/account';

/** Whether a site user has logged in on this page, and the links to tell. */
const state = { signedIn: false, links: new Set<() => void>() };

/** Marks the visitor signed in and relabels every account link on the page. */
export function signedIn(): void {
  state.signedIn = true;
  for (const relabel of state.links) relabel();
}

export function mount(wrapper: HTMLElement): Cleanup {
  return controller((changes) => {
    const link = wrapper.querySelector<HTMLAnchorElement>('.user-accounts-text-link');
    if (!link) return;
    const unauth = link.querySelector<HTMLElement>('.unauth');
    const auth = link.querySelector<HTMLElement>('.auth');
    const relabel = () => {
      unauth?.toggleAttribute('hidden', state.signedIn);
      auth?.toggleAttribute('hidden', !state.signedIn);
      // Signed out it opens a dialog, not a page.
      if (state.signedIn) link.removeAttribute('aria-haspopup');
      else link.setAttribute('aria-haspopup', 'dialog');
    };
    // The server's attributes, put back on cleanup.
    for (const [element, name] of [
      [unauth, 'hidden'],
      [auth, 'hidden'],
      [link, 'aria-haspopup'],
    ] as const) {
      const before = element?.getAttribute(name) ?? null;
      if (element) changes.add(() => restoreAttribute(element, name, before));
    }
    relabel();
    state.links.add(relabel);
    changes.add(() => state.links.delete(relabel));
    changes.toggleClass(wrapper, 'loaded', true);
    // Asked for on intent, so the dialog is there when the press comes (docs/architecture.md#react).
    const dialogCode = () => import('./login-dialog.tsx');
    const intent = () => {
      if (!state.signedIn) dialogCode().catch(() => {}); // a failed preload is tried again by the press
    };
    changes.listen(link, 'pointerover', intent);
    changes.listen(link, 'focus', intent);
    let opening = false;
    changes.listen(link, 'click', (event: MouseEvent) => {
      if (state.signedIn) {
        // A server link to somewhere real is followed as it is.
        if ((link.getAttribute('href') ?? '#') === '#') {
          event.preventDefault();
          location.assign(ACCOUNT_PATH);
        }
        return;
      }
      event.preventDefault();
      if (opening) return;
      opening = true;
      void dialogCode()
        .then(({ openLoginDialog }) => openLoginDialog(unauth?.textContent?.trim() || 'Login', signedIn))
        .finally(() => (opening = false));
    });
  });
}

mount satisfies BlockMount;
