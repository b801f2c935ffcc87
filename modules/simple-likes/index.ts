/**
 * The simple likes page module (docs/behaviour/page-modules.md#simple-likes): each
 * `.sqs-simple-like[data-item-id]` becomes a toggle button showing the
 * item's like count. The counts are read from the site once the module
 * starts; a like is sent to the site (./like-calls.ts) and shown at once,
 * then kept with the count the site answered, or taken back when the site
 * did not take it. A visitor likes an item once (remembered in local storage).
 */
import type { ModuleCleanup, PageModuleContext } from '../../src/page-module.ts';
import { t } from '../../src/catalogue/index.ts';
import { SIMPLE_LIKES_TEXT } from '../../src/catalogue/en/simple-likes.ts';
import { warn } from '../../src/log.ts';
import { likedItems, rememberLike } from './liked-items.ts';
import { readCounts, sendLike } from './like-calls.ts';

/** The class a liked item's control carries. */
export const LIKED_CLASS = 'sqs-simple-like--liked';

/** One control's state: the site's count, and whether this visitor's like is kept or on its way. */
interface Like {
  id: string;
  count: number;
  liked: boolean;
  /** A like was sent on this visit (its answer, not an earlier read, sets the count). */
  sent: boolean;
  show(): void;
}

/** Makes every like control work by pointer and keyboard, then reads the site's counts. */
export function start({ elements, site }: PageModuleContext): ModuleCleanup {
  const liked = likedItems();
  const likes: Like[] = [];
  const undo: Array<() => void> = [];
  for (const control of elements) {
    const id = control.getAttribute('data-item-id');
    if (!id) {
      warn('a .sqs-simple-like has no data-item-id; left as it is');
      continue;
    }
    const like = mountControl(control as HTMLElement, id, liked.has(id), site, undo);
    likes.push(like);
  }
  // Counts on the page may be older than the site's (a cached page); a failed read leaves them.
  if (likes.length)
    readCounts(site, [...new Set(likes.map((like) => like.id))]).then(
      (counts) => {
        for (const like of likes) {
          if (!counts.has(like.id) || like.sent) continue;
          like.count = counts.get(like.id)!;
          like.show();
        }
      },
      () => {},
    );
  return () => undo.splice(0).forEach((step) => step());
}

/** Mounts one control; its undo goes into `undo`. */
function mountControl(control: HTMLElement, id: string, isLiked: boolean, site: unknown, undo: Array<() => void>): Like {
  const countElement = control.querySelector('.like-count');
  const state: Like = {
    id,
    count: Math.max(0, Math.floor(Number(control.getAttribute('data-like-count')) || 0)),
    liked: isLiked,
    sent: false,
    show() {
      control.setAttribute('aria-pressed', String(state.liked));
      control.setAttribute('aria-label', t(SIMPLE_LIKES_TEXT, 'like', { count: state.count }));
      control.classList.toggle(LIKED_CLASS, state.liked);
      if (countElement) countElement.textContent = String(state.count);
    },
  };
  const like = () => {
    // One like per visitor: a liked item (or one whose like is on its way) stays as it is.
    if (state.liked || likedItems().has(id)) return;
    const before = state.count;
    Object.assign(state, { liked: true, sent: true, count: before + 1 }).show();
    sendLike(site, id).then(
      (count) => {
        rememberLike(id);
        state.count = count;
        state.show();
      },
      (error: unknown) => {
        // Not taken: back to what the visitor had, so the page never claims a like the site lacks.
        Object.assign(state, { liked: false, sent: false, count: before }).show();
        warn(`the like of item ${id} did not reach the site (${error instanceof Error ? error.message : String(error)}); not liked`);
      },
    );
  };
  const onKey = (event: Event) => {
    const { key } = event as KeyboardEvent;
    if (key !== 'Enter' && key !== ' ') return;
    event.preventDefault();
    like();
  };
  if (control.tagName !== 'BUTTON') {
    control.setAttribute('role', 'button');
    control.setAttribute('tabindex', '0');
  }
  state.show();
  control.addEventListener('click', like);
  control.addEventListener('keydown', onKey);
  undo.push(() => {
    control.removeEventListener('click', like);
    control.removeEventListener('keydown', onKey);
  });
  return state;
}
