/**
 * The simple likes page module (docs/behaviour.md#simple-likes): each
 * `.sqs-simple-like[data-item-id]` becomes a toggle button showing the
 * item's like count; a visitor likes an item once (remembered in local
 * storage), and the count they see includes their own like.
 */
import type { ModuleCleanup, PageModuleContext } from '../../src/page-module.ts';
import { t } from '../../src/catalogue/index.ts';
import { SIMPLE_LIKES_TEXT } from '../../src/catalogue/en/simple-likes.ts';
import { warn } from '../../src/log.ts';
import { likedItems, rememberLike } from './liked-items.ts';

/** The class a liked item's control carries. */
export const LIKED_CLASS = 'sqs-simple-like--liked';

/** Makes every like control work by pointer and keyboard. */
export function start({ elements }: PageModuleContext): ModuleCleanup {
  const liked = likedItems();
  const undo: Array<() => void> = [];
  for (const control of elements) {
    const id = control.getAttribute('data-item-id');
    if (!id) {
      warn('a .sqs-simple-like has no data-item-id; left as it is');
      continue;
    }
    const serverCount = Math.max(0, Math.floor(Number(control.getAttribute('data-like-count')) || 0));
    const countElement = control.querySelector('.like-count');
    const show = (isLiked: boolean) => {
      // The server's count is from before this visitor's own like.
      const count = serverCount + (isLiked ? 1 : 0);
      control.setAttribute('aria-pressed', String(isLiked));
      control.setAttribute('aria-label', t(SIMPLE_LIKES_TEXT, 'like', { count }));
      control.classList.toggle(LIKED_CLASS, isLiked);
      if (countElement) countElement.textContent = String(count);
    };
    const like = () => {
      // One like per visitor: a liked item stays liked.
      if (likedItems().has(id)) return;
      rememberLike(id);
      show(true);
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
    show(liked.has(id));
    control.addEventListener('click', like);
    control.addEventListener('keydown', onKey);
    undo.push(() => {
      control.removeEventListener('click', like);
      control.removeEventListener('keydown', onKey);
    });
  }
  return () => undo.splice(0).forEach((step) => step());
}
